import { makeStyles, tokens } from '@fluentui/react-components';
import { portalTokens } from '@portico/ui';

/**
 * Styles of the flyout (makeStyles + Fluent and portal tokens). A class given to a Fluent
 * control comes after Fluent's own, so it wins without `!important`.
 */
export const useFlyoutStyles = makeStyles({
  root: { display: 'flex', alignItems: 'stretch' },
  trigger: {
    alignSelf: 'center',
    minWidth: '20px',
    marginLeft: '-10px',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    color: portalTokens.colorPortalHeaderForeground2,
    ':hover': { color: tokens.colorNeutralForegroundInverted },
  },
  triggerOpen: { color: tokens.colorNeutralForegroundInverted },
  surface: { width: '760px', maxWidth: 'calc(100vw - 32px)', padding: 0, color: tokens.colorNeutralForeground1 },
  panel: { display: 'flex', flexDirection: 'column', maxHeight: 'min(600px, calc(100vh - 96px))' },
  groups: { overflowY: 'auto', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` },
  group: {
    display: 'grid',
    gridTemplateColumns: '96px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalMNudge} 0`,
    '& + &': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}` },
  },
  groupTitle: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalSNudge,
    margin: 0,
    paddingTop: tokens.spacingVerticalSNudge,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalSNudge,
    width: '100%',
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    textAlign: 'left',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  icon: {
    flexShrink: 0,
    width: '20px',
    height: '20px',
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorBrandForeground1,
  },
  groupIcon: { color: tokens.colorNeutralForeground3 },
  entryName: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  tag: {
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
  },
  desc: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: '18px',
    color: tokens.colorNeutralForeground3,
  },
});
