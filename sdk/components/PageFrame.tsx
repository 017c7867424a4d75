import type { ReactNode } from 'react';
import { Body1, Title3 } from '@fluentui/react-components';
import { Link } from 'react-router-dom';

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

/** The standard page frame of a sub-app page: breadcrumb, title, description, content. */
export function PageFrame({ title, crumbs = [], description, actions, children }: PageFrameProps) {
  return (
    <section className="portico-page" aria-labelledby="portico-page-title">
      <nav aria-label="面包屑" className="portico-breadcrumb">
        <ol>
          {crumbs.map((c) => (
            <li key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span>{c.label}</span>}</li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="portico-page-head">
        <Title3 as="h1" id="portico-page-title">{title}</Title3>
        {actions && <div className="portico-page-actions">{actions}</div>}
      </div>
      {description && <Body1 as="p" className="portico-page-desc">{description}</Body1>}
      <div className="portico-page-body">{children}</div>
    </section>
  );
}

/** A link inside the SPA (client-side navigation). */
export { Link as PortalLink };
