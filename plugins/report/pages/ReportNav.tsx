import { NavLink } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { usePermission, type When } from '@portico/sdk';
import { MESSAGES as M } from '../messages';
import { BASE, ROUTES, type PagePath } from '../routes';
import { AGENCY_VARIANTS, PAGE_TEXT as T } from './messages';

const useStyles = makeStyles({
  nav: {
    width: '176px',
    flexShrink: 0,
    padding: `${tokens.spacingVerticalM} 0`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    alignSelf: 'flex-start',
  },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalXS}`,
    padding: `0 ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    borderLeft: `${tokens.strokeWidthThicker} solid transparent`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorBrandBackground2,
    borderLeftColor: tokens.colorBrandStroke1,
  },
});

/** One entry, shown only when its route's own gate (spec §6, from routes.ts) allows it. */
function Entry({ path, title, when, to }: { path: PagePath; title: string; when?: When; to: string }) {
  const styles = useStyles();
  const allowed = usePermission(when);
  if (!allowed) return null;
  return (
    <li>
      <NavLink
        to={to}
        end={path === '/'}
        className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
      >
        {title}
      </NavLink>
    </li>
  );
}

/**
 * The side navigation of the report sub-pages: the owner's (overview and `subaccount/…`) or the
 * agency side's (`?agency=true` overview and `agency/…`), each entry gated by its route.
 */
export function ReportNav({ agency }: { agency: boolean }) {
  const styles = useStyles();
  const prefix = agency ? '/agency/' : '/subaccount/';
  const overview = ROUTES.find((r) => r.path === '/')!;
  const pages = ROUTES.filter((r) => r.path.startsWith(prefix));
  return (
    <nav className={styles.nav} aria-label={T.nav}>
      <p className={styles.heading}>{agency ? T.agencyGroup : T.ownerGroup}</p>
      <ul className={styles.list}>
        <Entry
          path="/"
          title={agency ? AGENCY_VARIANTS['/'].title : M.titles['/']}
          when={overview.when}
          to={agency ? `${BASE}/?agency=true` : `${BASE}/`}
        />
        {pages.map((r) => (
          <Entry key={r.path} path={r.path} title={M.titles[r.path]} when={r.when} to={`${BASE}${r.path}`} />
        ))}
      </ul>
    </nav>
  );
}
