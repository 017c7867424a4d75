import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { HEADER_PLUGIN_ID, HEADER_POINTS, HeaderWidgetBlueprint } from './public';
import { creativeRoutes } from '@portico/plugin/creative';
import { HEADER_TABS } from './tabs';

/** A first-screen component of the header (./widgets, one chunk). */
const widget =
  <K extends 'ExtraLinks' | 'NewCreativeButton' | 'UserMenu' | 'HeaderBar'>(name: K) =>
  () =>
    import('./widgets').then((m) => ({ default: m[name] }));
/** A component of the `eventually` phase (./later-widgets): not downloaded before ready. */
const laterWidget =
  <K extends 'MobileEntry' | 'PasswordNotices'>(name: K) =>
  () =>
    import('./later-widgets').then((m) => ({ default: m[name] }));

/**
 * The header (spec §2.3): the bar with the brand, the tabs, links, 新建创意, the mobile entry and
 * the user menu. It owns three extension points (`@portico/plugin/header`): tabs, the bar's
 * widget places and the flyouts under a tab; other plugins contribute through them.
 */
export default definePlugin({
  id: HEADER_PLUGIN_ID,
  title: '页头',
  extensionPoints: HEADER_POINTS,
  contributes: [
    LayoutBlueprint.make({ name: 'bar', slot: 'header', loader: widget('HeaderBar') }),
    ...HEADER_TABS,
    HeaderWidgetBlueprint.make({
      name: 'extra-links',
      slot: 'right',
      order: 10,
      when: { loggedIn: true },
      loader: widget('ExtraLinks'),
    }),
    HeaderWidgetBlueprint.make({
      name: 'mobile-entry',
      slot: 'right',
      order: 20,
      // Not navigation: after ready, holding the width of its icon button meanwhile.
      phase: 'eventually',
      reserve: '32px',
      when: { all: [{ loggedIn: true }, { pushUser: false }] },
      loader: laterWidget('MobileEntry'),
    }),
    HeaderWidgetBlueprint.make({
      name: 'new-creative',
      slot: 'right',
      order: 25,
      when: creativeRoutes.create.when,
      loader: widget('NewCreativeButton'),
    }),
    HeaderWidgetBlueprint.make({ name: 'user-menu', slot: 'right', order: 90, loader: widget('UserMenu') }),
    LayoutBlueprint.make({
      name: 'password-notices',
      slot: 'overlay',
      phase: 'eventually',
      when: { loggedIn: true },
      loader: laterWidget('PasswordNotices'),
    }),
  ],
});
