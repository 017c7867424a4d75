import { makeStyles, tokens } from '@fluentui/react-components';

/** Styles shared by the account pages. */
export const useAccountStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  sectionTitle: { margin: `${tokens.spacingVerticalM} 0 0` },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  // Fields on the left, the password rules beside them on the right.
  split: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 420px) minmax(220px, 320px)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  rules: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  rulesList: { listStyleType: 'none', margin: `${tokens.spacingVerticalS} 0 0`, padding: 0 },
  rule: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} 0`,
    color: tokens.colorNeutralForeground2,
  },
  ruleMet: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecoration: 'underline' },
  },
  filePicker: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  fileName: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  empty: {
    padding: `${tokens.spacingVerticalXXL} 0`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
  search: { maxWidth: '360px' },
  accounts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
  },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
  failures: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});
