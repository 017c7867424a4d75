import { makeStyles, tokens } from '@fluentui/react-components';
import { portalTokens } from '@portico/ui';
import { BRAND_PALETTE } from './brand-palette';

/**
 * Styles of the header's controls on the dark bar (makeStyles + Fluent and portal tokens). A
 * class given to a Fluent control comes after Fluent's own, so it wins without `!important`.
 */
/**
 * The bar is designed for 1366 px first: every tab of every account type beside every widget.
 * Below 1440 px tabs and link gaps are narrower and the owner's name is cut (its whole text stays
 * in the menu); below 1280 px the brand shows its logo alone and the user menu its icon alone (the
 * name stays in its label and menu), so that at 1024 px the tabs still fit.
 */
const NARROW = '@media (max-width: 1439px)';
const COMPACT = '@media (max-width: 1279px)';

/** The focus ring of a plain link on the dark bar: white, where the browser's own could be lost. */
const RING_ON_BAR = {
  ':focus-visible': {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundInverted}`,
    outlineOffset: tokens.strokeWidthThick,
    borderRadius: tokens.borderRadiusSmall,
  },
};

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
    ...RING_ON_BAR,
  },
  brandName: { [COMPACT]: { display: 'none' } },
  logo: { fill: BRAND_PALETTE.logo },
  logoGlyph: { fill: tokens.colorNeutralForegroundOnBrand },
  // The tab list takes the bar's free width, no more: Fluent's Overflow measures it.
  tabNav: { display: 'flex', flexGrow: 1, minWidth: 0 },
  tabList: {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    alignItems: 'stretch',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    height: '56px',
  },
  tabItem: { display: 'flex' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
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
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundInverted}`,
      outlineOffset: '-4px',
    },
    [NARROW]: { padding: `0 ${tokens.spacingHorizontalMNudge}` },
  },
  tabActive: {
    color: tokens.colorNeutralForegroundInverted,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorBrandForegroundInverted,
  },
  extra: { display: 'flex', gap: '14px', [NARROW]: { gap: tokens.spacingHorizontalMNudge } },
  link: {
    color: portalTokens.colorPortalHeaderForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorNeutralForegroundInverted },
    ...RING_ON_BAR,
  },
  /** A Fluent button on the bar (user menu, mobile entry). */
  onBar: { color: tokens.colorNeutralForegroundInverted, ':hover': { color: tokens.colorNeutralForegroundInverted } },
  userAnon: {
    display: 'inline-flex',
    gap: tokens.spacingHorizontalMNudge,
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
    [COMPACT]: { display: 'none' },
  },
  /** A Fluent button whose text may hide: no gap left beside the icon then. */
  iconOnlyWhenCompact: { [COMPACT]: { minWidth: 'auto', columnGap: 0 } },
  qr: { textAlign: 'center' },
  qrText: {
    margin: `${tokens.spacingVerticalSNudge} 0 0`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  passwordNotice: { position: 'fixed', top: '60px', right: '24px', zIndex: 20, maxWidth: '420px' },
});
