import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTextStyles } from '@portico/ui';
import { REQUEST_MESSAGES, type SessionFault } from '@portico/core';
import { SHELL_MESSAGES } from './messages';
import { useStatusStyles } from './ShellPages';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  // Fluent's link look: the page's second action, beside the primary 重试.
  link: {
    color: tokens.colorBrandForegroundLink,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    textDecoration: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecoration: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // Focused by script only (tabIndex -1) so that screen readers read it; not a control.
  page: { ':focus': { outlineStyle: 'none' } },
});

/** The heading of a fault: the spec §8 text (the server's message for 401 and 405). */
const titleOf = (fault: SessionFault) =>
  fault.kind === 'network'
    ? REQUEST_MESSAGES.network
    : fault.kind === 'login'
      ? SHELL_MESSAGES.session.loginTitle
      : fault.message || REQUEST_MESSAGES.forbidden;

/** Props of {@link SessionErrorPage}. */
export interface SessionErrorPageProps {
  readonly fault: SessionFault;
  readonly retrying: boolean;
  readonly onRetry: () => void;
  /** The login page with the way back, offered when the login page sent the user straight back. */
  readonly loginUrl: string;
}

/**
 * In place of every page while the session cannot be read (spec §8): what happened in Chinese, that
 * the user is still signed in, and 重试, which asks again without reloading. It names no page lost or
 * forbidden and says nothing of 未登录: the header is not shown until the user is known. Like the
 * blocking page it takes the focus, so a screen reader reads it.
 */
export function SessionErrorPage({ fault, retrying, onRetry, loginUrl }: SessionErrorPageProps) {
  const status = useStatusStyles();
  const text = useTextStyles();
  const styles = useStyles();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [fault]);
  return (
    <main
      ref={ref}
      tabIndex={-1}
      className={mergeClasses('portico-status-page', 'portico-session-error', status.status, styles.page)}
      role="alert"
      aria-labelledby="portico-session-error-title"
      aria-busy={retrying}
      data-fault={fault.kind}
    >
      <h1 id="portico-session-error-title" className={mergeClasses(text.text, text.title2)}>
        {titleOf(fault)}
      </h1>
      <p className={mergeClasses(text.text, text.body1)}>{SHELL_MESSAGES.session.body[fault.kind]}</p>
      <div className={styles.actions}>
        <button type="button" className={status.primaryAction} onClick={onRetry} disabled={retrying}>
          {retrying ? SHELL_MESSAGES.session.retrying : SHELL_MESSAGES.session.retry}
        </button>
        {fault.kind === 'login' ? (
          <a className={styles.link} href={loginUrl}>
            {SHELL_MESSAGES.session.login}
          </a>
        ) : null}
      </div>
    </main>
  );
}
