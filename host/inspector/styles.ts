import { makeStyles, tokens } from '@fluentui/react-components';

/** Styles the inspector's panels share. */
export const useInspectorStyles = makeStyles({
  summary: { margin: `0 0 ${tokens.spacingVerticalM}`, color: tokens.colorNeutralForeground2 },
  panel: { paddingTop: tokens.spacingVerticalL },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  subheading: {
    margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  caption: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground3 },
  table: { tableLayout: 'auto', width: '100%' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'break-word',
  },
  nowrap: { whiteSpace: 'nowrap' },
  /** Long values without spaces (options JSON): may break anywhere, so a column stays narrow. */
  breakAnywhere: { overflowWrap: 'anywhere' },
  small: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  cell: { verticalAlign: 'top', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
  on: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  off: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  stack: {
    margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalS}`,
    padding: tokens.spacingHorizontalS,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  crash: {
    padding: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalS,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});
