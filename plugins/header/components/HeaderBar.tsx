import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Slot } from '@portico/sdk';
import { portalTokens } from '@portico/ui';
import { headerWidgetPoint } from '../public';
import Brand from './Brand';
import TabBar from './TabBar';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    backgroundColor: portalTokens.colorPortalHeaderBackground,
    color: tokens.colorNeutralForegroundInverted,
    boxShadow: tokens.shadow4,
    // Fluent draws a button's focus ring in colorStrokeFocus2, near black: on the navy bar it would
    // not show (WCAG 2.4.7). The bar's own buttons (not the menus and popovers they open, which
    // sit on light surfaces) draw it white. Fluent marks keyboard focus with data-fui-focus-visible.
    '& .fui-Button': { '--colorStrokeFocus2': tokens.colorNeutralForegroundInverted },
    // A crashed header widget's inline error, readable on the dark bar.
    '& .portico-extension-error': {
      backgroundColor: tokens.colorStatusDangerBackground3,
      color: tokens.colorNeutralForegroundOnBrand,
      whiteSpace: 'nowrap',
    },
  },
  slot: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, height: '100%' },
  // Like `flex: 1`: the tabs take what the widgets leave, never the widgets' room.
  tabs: { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0, display: 'flex', height: '100%' },
  right: { marginLeft: 'auto' },
});

/**
 * The header bar (spec §2.3): the brand, the tabs every plugin contributes, and the two widget
 * places of this plugin's `header-widget` point. It fills the layout's `header` place.
 */
export default function HeaderBar() {
  const styles = useStyles();
  return (
    <header className={mergeClasses('portico-header', styles.bar)}>
      <Brand />
      <Slot point={headerWidgetPoint} slot="left" className={styles.slot} />
      <div className={styles.tabs}>
        <TabBar />
      </div>
      <Slot point={headerWidgetPoint} slot="right" className={mergeClasses(styles.slot, styles.right)} />
    </header>
  );
}
