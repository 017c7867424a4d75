import { makeStyles, tokens } from '@fluentui/react-components';

// Pure: a UI kit module must not pin itself (and Fluent's Table) into the initial chunk when no
// first-screen code renders a table.
export const useTableStyles = /*#__PURE__*/ makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  scroller: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: { minWidth: 0 },
  headerRow: { backgroundColor: tokens.colorNeutralBackground3 },
  // Border-box: a column is exactly as wide as its width says (and as its resize handle reports).
  head: {
    boxSizing: 'border-box',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  headRight: { justifyContent: 'flex-end', textAlign: 'right' },
  cell: { boxSizing: 'border-box', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  right: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  stickyHead: { position: 'sticky', zIndex: 2 },
  sticky: { position: 'sticky', zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  edgeLeft: { boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}` },
  edgeRight: { boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}` },
  dimmed: { opacity: 0.55 },
  state: { textAlign: 'center', padding: `${tokens.spacingVerticalXXL} 0`, color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  resizer: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: '8px',
    cursor: 'col-resize',
    touchAction: 'none',
    '::after': {
      content: '""',
      position: 'absolute',
      top: '25%',
      bottom: '25%',
      right: '3px',
      width: tokens.strokeWidthThin,
      backgroundColor: tokens.colorNeutralStroke1,
    },
    ':hover::after': { backgroundColor: tokens.colorBrandStroke1, width: tokens.strokeWidthThick },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});
