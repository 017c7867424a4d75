/** Tokens the portal adds to Fluent's; the shell's theme gives their values. */
export interface PortalTokens {
  /** Background of the header bar; text on it uses `tokens.colorNeutralForegroundInverted`. */
  readonly colorPortalHeaderBackground: string;
  /** Secondary text on the header bar (inactive tabs, links); hovered or active it is `colorNeutralForegroundInverted`. */
  readonly colorPortalHeaderForeground2: string;
  /**
   * Width of the dock: a column at the right edge of the common layout, below the header place,
   * that the banner place and the page leave free at every scroll position. Floating entries
   * (the help assistant's) sit in it, so they never cover a cell or a control of the page.
   */
  readonly spacingPortalDock: string;
}

/**
 * CSS variables of {@link PortalTokens}, for `makeStyles` beside Fluent's `tokens`. The shell's
 * FluentProvider writes every key of its theme as a CSS variable, so these read like Fluent's own.
 */
export const portalTokens: Readonly<Record<keyof PortalTokens, string>> = {
  colorPortalHeaderBackground: 'var(--colorPortalHeaderBackground)',
  colorPortalHeaderForeground2: 'var(--colorPortalHeaderForeground2)',
  spacingPortalDock: 'var(--spacingPortalDock)',
};
