import type { ReactNode } from 'react';
import { Slot } from '@portico/sdk';
import { SHELL_MESSAGES } from './messages';

/**
 * The common layout: a `<header>` whose slots the header plugins fill, the banner slot, the
 * page in `<main>`, and the floating overlay slot.
 */
export function CommonLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="portico-shell">
      <header className="portico-header">
        <Slot name="header.left" className="portico-header-left" />
        <Slot name="header.tabs" className="portico-header-tabs" />
        <Slot name="header.right" className="portico-header-right" />
      </header>
      <Slot name="banner" className="portico-banner" />
      <main className="portico-main" aria-label={SHELL_MESSAGES.mainLabel}>
        {children}
      </main>
      <Slot name="overlay" className="portico-overlay" />
    </div>
  );
}

/** The no-layout variant (spec §2.1): the page alone, still inside a `<main>` landmark. */
export function NoLayout({ children }: { readonly children: ReactNode }) {
  return <main className="portico-main portico-main-bare">{children}</main>;
}
