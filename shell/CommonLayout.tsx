import { useRef, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Slot } from '@portico/sdk';
import { layoutPoint } from '@portico/sdk/internal';
import { portalTokens } from '@portico/ui';
import { SHELL_MESSAGES } from './messages';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useHeaderClearance } from './use-header-clearance';

// The `portico-*` class names stay beside the generated ones as stable hooks for e2e tests and
// plugin styles; each place also carries `data-slot` (set by <Slot>).
const useStyles = makeStyles({
  shell: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // The header place stays at the top while the page scrolls. The place itself is sticky: a
  // sticky bar inside it could not leave its own wrapper, which is exactly as tall as the bar.
  header: { position: 'sticky', top: 0, zIndex: 10 },
  // The banner place and the page leave the dock free (the right edge below the header place,
  // `portalTokens.spacingPortalDock` wide): floating entries sit there over nothing of the page.
  banner: { paddingRight: portalTokens.spacingPortalDock },
  main: {
    flexGrow: 1,
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '1440px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
  },
  docked: {
    maxWidth: `calc(1440px + ${portalTokens.spacingPortalDock})`,
    paddingRight: portalTokens.spacingPortalDock,
  },
  bare: { maxWidth: 'none', padding: 0 },
  // Focused by the skip link only (tabIndex -1): the page, not a control, so no ring around it.
  target: { ':focus': { outlineStyle: 'none' } },
});

/**
 * The common layout: the header place (the header plugin's bar, with its `<header>` landmark),
 * the banner place, the page in `<main>`, and the floating overlay place; beside the banner place
 * and the page, the dock for floating entries.
 */
export function CommonLayout({ children }: { readonly children: ReactNode }) {
  const styles = useStyles();
  const shell = useRef<HTMLDivElement>(null);
  useHeaderClearance(shell);
  return (
    <div ref={shell} className={mergeClasses('portico-shell', styles.shell)}>
      <SkipLink />
      <Slot point={layoutPoint} slot="header" className={styles.header} />
      <Slot point={layoutPoint} slot="banner" className={mergeClasses('portico-banner', styles.banner)} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={mergeClasses('portico-main', styles.main, styles.docked, styles.target)}
        aria-label={SHELL_MESSAGES.mainLabel}
      >
        {children}
      </main>
      <Slot point={layoutPoint} slot="overlay" className="portico-overlay" />
    </div>
  );
}

/** The no-layout variant (spec §2.1): the page alone, still inside a `<main>` landmark, after the skip link. */
export function NoLayout({ children }: { readonly children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={mergeClasses('portico-main', 'portico-main-bare', styles.main, styles.bare, styles.target)}
      >
        {children}
      </main>
    </>
  );
}
