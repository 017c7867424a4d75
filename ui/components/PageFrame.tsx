import type { ComponentType, ReactNode } from 'react';
import { usePermission, type PageProps, type When } from '@portico/sdk';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, useSearchParams } from 'react-router-dom';
import { UI_MESSAGES } from '../messages';
import { useTextStyles } from './text-styles';

/** One step of a breadcrumb; the last step is the current page. */
export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** Chinese page title (an `<h1>`). */
  readonly title: string;
  /** Breadcrumb before the title; the title is appended as the current step. */
  readonly crumbs?: readonly Crumb[];
  /** One-line description under the title. */
  readonly description?: string;
  /** Buttons at the right of the title. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

const useStyles = makeStyles({
  page: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  crumbs: {
    display: 'flex',
    gap: '6px',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  crumb: {
    ':not(:first-child)::before': { content: '"/"', marginRight: '6px', color: tokens.colorNeutralForeground4 },
  },
  crumbLink: {
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXS}`,
  },
  title: { margin: 0 },
  // The body keeps its distance to it; an empty body leaves only the frame's padding below.
  description: {
    display: 'block',
    margin: `${tokens.spacingVerticalXS} 0 0`,
    color: tokens.colorNeutralForeground3,
  },
  body: { ':not(:empty)': { marginTop: tokens.spacingVerticalL } },
});

/** The standard page frame of a sub-app page: breadcrumb, title, description, content. */
export function PageFrame({ title, crumbs = [], description, actions, children }: PageFrameProps) {
  const styles = useStyles();
  const text = useTextStyles();
  return (
    <section className={mergeClasses('portico-page', styles.page)} aria-labelledby="portico-page-title">
      <nav aria-label={UI_MESSAGES.breadcrumb} className="portico-breadcrumb">
        <ol className={styles.crumbs}>
          {crumbs.map((c) => (
            <li key={c.label} className={styles.crumb}>
              {c.to ? (
                <Link to={c.to} className={styles.crumbLink}>
                  {c.label}
                </Link>
              ) : (
                <span>{c.label}</span>
              )}
            </li>
          ))}
          <li aria-current="page" className={styles.crumb}>
            {title}
          </li>
        </ol>
      </nav>
      <div className={styles.head}>
        <h1 id="portico-page-title" className={mergeClasses(text.text, text.title3, styles.title)}>
          {title}
        </h1>
        {actions && <div>{actions}</div>}
      </div>
      {description && <p className={mergeClasses(text.text, text.body1, styles.description)}>{description}</p>}
      <div className={mergeClasses('portico-page-body', styles.body)}>{children}</div>
    </section>
  );
}

/** What {@link framedPages} shows on one page besides its title. */
export interface PageDescription {
  /** One-line Chinese description under the title. */
  readonly description: string;
  /** Breadcrumb before the title. */
  readonly crumbs?: readonly Crumb[];
}

/**
 * Every agency and every agency operator, whatever their rights: who gets the `?agency=true`
 * variant of portal pages (spec §6). Not a page's gate — a sub-app's agency pages have their own
 * (the report and finance plugins' `AGENCY_REPORTS` and `AGENCY_FINANCE` add a right or a menu).
 */
export const AGENCY_OR_OPERATOR: When = { accountType: ['agency', 'operator'] };

/**
 * True on the `?agency=true` / `?agency=1` variant of a page for an agency or agency operator
 * (spec §6); an owner who opens such a URL keeps the owner page.
 */
export function useAgencyVariant(): boolean {
  const [params] = useSearchParams();
  const agencySide = usePermission(AGENCY_OR_OPERATOR);
  const agency = params.get('agency');
  return agencySide && (agency === 'true' || agency === '1');
}

/** Options of {@link framedPages}. */
export interface FramedPagesOptions<P extends string> {
  /** Breadcrumb of each page (none by default). */
  readonly crumbs?: (path: P) => readonly Crumb[];
  /** `?agency=true` variants, shown instead to agencies and operators (title and description). */
  readonly agency?: Readonly<Partial<Record<P, PageDescription & { readonly title?: string }>>>;
  /** What a page shows under its description (nothing by default), such as a notice every page needs. */
  readonly content?: (path: P) => ReactNode;
}

/**
 * Page components for a table of described pages (path → one-line description; breadcrumbs
 * from `options.crumbs`, content from `options.content`): each renders {@link PageFrame} with the route's title. On the `?agency=true`
 * variant a page shows its `agency` entry instead, when it has one. Components are created once
 * per path, so React keeps their state across renders.
 * @example export const page = framedPages({ '/': '查看账户概况', '/list': '查看计划' }, { crumbs: (p) => (p === '/' ? [] : [HOME]) });
 */
export function framedPages<P extends string>(
  table: Readonly<Record<P, string>>,
  options: FramedPagesOptions<P> = {},
): (path: P) => ComponentType<PageProps> {
  const made = new Map<P, ComponentType<PageProps>>();
  const describe = (path: P): PageDescription | undefined => {
    const description: string | undefined = table[path];
    return description === undefined ? undefined : { description, crumbs: options.crumbs?.(path) };
  };
  return (path) => {
    let component = made.get(path);
    if (!component) {
      const own = describe(path);
      const variant = options.agency?.[path];
      component = function FramedPage({ title }: PageProps) {
        const agency = useAgencyVariant() ? variant : undefined;
        const info = agency ?? own;
        return (
          <PageFrame title={agency?.title ?? title} crumbs={info?.crumbs} description={info?.description}>
            {options.content?.(path)}
          </PageFrame>
        );
      };
      made.set(path, component);
    }
    return component;
  };
}
