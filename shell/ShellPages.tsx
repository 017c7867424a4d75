import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTextStyles } from '@portico/ui';
import { Link } from 'react-router-dom';
import { SHELL_MESSAGES } from './messages';

/** The status pages' styles, for a status page of the shell kept in its own file. */
export const useStatusStyles = makeStyles({
  status: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `96px ${tokens.spacingHorizontalXXL}`,
    textAlign: 'center',
  },
  // Focused by script only (tabIndex -1) so that screen readers read it; not a control.
  blocked: { ':focus': { outlineStyle: 'none' } },
  code: {
    fontSize: '72px',
    fontWeight: tokens.fontWeightBold,
    lineHeight: 1,
    color: tokens.colorBrandForeground2, // 3:1 and more on the page background, though it is decorative (axe checks it too)
  },
  // The look of Fluent's primary button, on a link or a native button: the status pages are part
  // of the first screen, and Fluent's Button would be its largest piece there.
  primaryAction: {
    display: 'inline-block',
    border: 'none',
    cursor: 'pointer',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  loading: { display: 'flex', justifyContent: 'center', padding: '96px 0' },
});

/**
 * The centred column every status page of the shell uses, for a page of the same kind elsewhere
 * (a remote sub-app's error page): a heading with `labelledBy` as its id, text, an action.
 */
export function StatusSection({
  labelledBy,
  role,
  children,
}: {
  readonly labelledBy: string;
  readonly role?: 'alert';
  readonly children: ReactNode;
}) {
  const styles = useStatusStyles();
  return (
    <section className={mergeClasses('portico-status-page', styles.status)} role={role} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}

/** 404 (spec §2.2): the page is lost, check the URL, back to the home route. */
export function NotFoundPage() {
  const styles = useStatusStyles();
  const text = useTextStyles();
  return (
    <section className={mergeClasses('portico-status-page', styles.status)} aria-labelledby="portico-404-title">
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <h1 id="portico-404-title" className={mergeClasses(text.text, text.title2)}>
        {SHELL_MESSAGES.notFoundTitle}
      </h1>
      <p className={mergeClasses(text.text, text.body1)}>{SHELL_MESSAGES.notFoundBody}</p>
      <Link to="/markets/" className={styles.primaryAction}>
        {SHELL_MESSAGES.backHome}
      </Link>
    </section>
  );
}

/** Shown instead of a page the user may not open. */
export function ForbiddenPage({ title }: { readonly title: string }) {
  const styles = useStatusStyles();
  const text = useTextStyles();
  return (
    <section className={mergeClasses('portico-status-page', styles.status)} aria-labelledby="portico-403-title">
      <h1 id="portico-403-title" className={mergeClasses(text.text, text.title2)}>
        {SHELL_MESSAGES.forbiddenTitle}
      </h1>
      <p className={mergeClasses(text.text, text.body1)}>{SHELL_MESSAGES.forbiddenBody(title)}</p>
      <Link to="/markets/" className={styles.primaryAction}>
        {SHELL_MESSAGES.backHome}
      </Link>
    </section>
  );
}

/** Loading indicator while a sub-app chunk loads (spec §2.1). */
export function PageLoading({ title }: { readonly title: string }) {
  const styles = useStatusStyles();
  return (
    <div className={mergeClasses('portico-page-loading', styles.loading)} role="status">
      <Spinner size="medium" label={SHELL_MESSAGES.loading(title)} />
    </div>
  );
}

/**
 * The 405 blocking page (spec §8): the message and a back button. It replaces the page, so it
 * takes the focus when shown (and when its message changes): otherwise the focus would be
 * lost with the removed page and a screen reader would not read the message.
 */
export function BlockingPage({ message, onBack }: { readonly message: string; readonly onBack: () => void }) {
  const styles = useStatusStyles();
  const text = useTextStyles();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={mergeClasses('portico-status-page', 'portico-blocked', styles.status, styles.blocked)}
      role="alertdialog"
      aria-labelledby="portico-blocked-title"
    >
      <h1 id="portico-blocked-title" className={mergeClasses(text.text, text.title2)}>
        {message}
      </h1>
      <button type="button" className={styles.primaryAction} onClick={onBack}>
        {SHELL_MESSAGES.blockedBack}
      </button>
    </section>
  );
}
