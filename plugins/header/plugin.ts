import { definePlugin, HeaderWidgetBlueprint, OverlayBlueprint } from '@portico/sdk';
import { HEADER_TABS } from './tabs';

/**
 * The header (spec §2.3): brand, tabs by account type, links, 新建创意, mobile entry and the
 * user menu. Other plugins add tabs and widgets through the same extension points.
 */
export default definePlugin({
  id: 'header',
  title: '页头',
  contributes: [
    HeaderWidgetBlueprint.make({ slot: 'header.left', order: 0, loader: () => import('./widgets').then((m) => ({ default: m.Brand })) }),
    HeaderWidgetBlueprint.make({ slot: 'header.tabs', order: 0, loader: () => import('./widgets').then((m) => ({ default: m.TabBar })) }),
    ...HEADER_TABS,
    HeaderWidgetBlueprint.make({ slot: 'header.right', order: 10, when: { loggedIn: true }, loader: () => import('./widgets').then((m) => ({ default: m.ExtraLinks })) }),
    HeaderWidgetBlueprint.make({ slot: 'header.right', order: 20, when: { all: [{ loggedIn: true }, { pushUser: false }] }, loader: () => import('./widgets').then((m) => ({ default: m.MobileEntry })) }),
    HeaderWidgetBlueprint.make({ slot: 'header.right', order: 25, when: { all: [{ accountType: 'owner' }, { pushUser: false }] }, loader: () => import('./widgets').then((m) => ({ default: m.NewCreativeButton })) }),
    HeaderWidgetBlueprint.make({ slot: 'header.right', order: 90, loader: () => import('./widgets').then((m) => ({ default: m.UserMenu })) }),
    OverlayBlueprint.make({ slot: 'overlay', when: { loggedIn: true }, loader: () => import('./widgets').then((m) => ({ default: m.PasswordNotices })) }),
  ],
});
