import { makeStyles, tokens } from '@fluentui/react-components';
import { portalTokens } from '@portico/sdk';

/**
 * Styles of the header's controls on the dark bar (makeStyles + Fluent and portal tokens). A
 * class given to a Fluent control comes after Fluent's own, so it wins without `!important`.
 */
/**
 * Below 1440 px the bar holds every tab and widget only if tabs, link gaps and the owner's name
 * (its whole text stays in the menu) take less room; otherwise the tab list runs under the widgets.
 */
const NARROW = '@media (max-width: 1439px)';

export const useBarStyles = makeStyles({
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForegroundInverted,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  // The tab list takes the bar's free width, no more: Fluent's Overflow measures it.
  tabNav: { display: 'flex', flexGrow: 1, minWidth: 0 },
  tabList: {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    alignItems: 'stretch',
    gap: '4px',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    height: '56px',
  },
  tabItem: { display: 'flex' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    padding: '0 14px',
    color: portalTokens.colorPortalHeaderForeground2,
    textDecorationLine: 'none',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    backgroundColor: 'transparent',
    border: 'none',
    borderBottom: `3px solid transparent`,
    cursor: 'pointer',
    ':hover': { color: tokens.colorNeutralForegroundInverted },
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundInverted}`, outlineOffset: '-4px' },
    [NARROW]: { padding: '0 10px' },
  },
  tabActive: {
    color: tokens.colorNeutralForegroundInverted,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorBrandForegroundInverted,
  },
  extra: { display: 'flex', gap: '14px', [NARROW]: { gap: '10px' } },
  link: {
    color: portalTokens.colorPortalHeaderForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorNeutralForegroundInverted },
  },
  /** A Fluent button on the bar (user menu, mobile entry). */
  onBar: { color: tokens.colorNeutralForegroundInverted, ':hover': { color: tokens.colorNeutralForegroundInverted } },
  userAnon: {
    display: 'inline-flex',
    gap: '10px',
    alignItems: 'center',
    color: tokens.colorNeutralForegroundInverted,
    fontSize: tokens.fontSizeBase200,
  },
  userName: {
    maxWidth: '220px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    [NARROW]: { maxWidth: '120px' },
  },
  qr: { textAlign: 'center' },
  qrText: { margin: '6px 0 0', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  passwordNotice: { position: 'fixed', top: '60px', right: '24px', zIndex: 20, maxWidth: '420px' },
});
