// The header's extension points: its tabs, its widget slots and the flyouts that hang under a
// tab. They belong to the header (the plugin that reads them); other plugins contribute through
// these Blueprints, imported as `@portico/plugin/header`. Plain data and schemas only: importing
// this file loads none of the header's UI.
import type { ComponentType, ReactElement } from 'react';
import * as z from 'zod/mini';
import {
  createBlueprint,
  defineExtensionPoint,
  loaderSchema,
  slotTimingFields,
  whenSchema,
  type ContributionOf,
  type When,
} from '@portico/sdk';

/** Id of the plugin that owns these points. */
export const HEADER_PLUGIN_ID = 'header';

/** A tab of the header navigation (spec §2.3): a link, an external link or a dropdown. */
export const headerTabPoint = defineExtensionPoint({
  kind: 'header-tab',
  owner: HEADER_PLUGIN_ID,
  description: 'A tab of the header navigation, in order; active when the path starts with one of `match`.',
  fields: {
    label: z.string().check(z.minLength(1)),
    /** Target path, may carry a query (`?agency=true`). */
    to: z.string().check(z.minLength(1)),
    /** Path prefixes that make this tab active; defaults to the path of `to`. */
    match: z.optional(z.array(z.string())),
    /** External (non-SPA) link such as `/brand-web/`. */
    external: z.optional(z.boolean()),
    /** A dropdown instead of a link. */
    items: z.optional(
      z.array(
        z.object({
          label: z.string().check(z.minLength(1)),
          to: z.string().check(z.minLength(1)),
          when: z.optional(whenSchema),
        }),
      ),
    ),
    /** Name by which a flyout ({@link TabFlyoutBlueprint}) attaches to this tab. */
    anchor: z.optional(z.string().check(z.minLength(1))),
  },
});

/** The two widget places of the header bar, left of the tabs and at its right end. */
export const HEADER_WIDGET_SLOTS = ['left', 'right'] as const;

/** A widget in the header bar (brand, bell, user menu …). */
export const headerWidgetPoint = defineExtensionPoint({
  kind: 'header-widget',
  owner: HEADER_PLUGIN_ID,
  description:
    'A widget in the header bar: `left` (after the brand) or `right` (before the user menu), by order; `phase: eventually` renders it once the portal is idle after ready, holding `reserve` width until then.',
  fields: { slot: z.enum(HEADER_WIDGET_SLOTS), loader: loaderSchema<ComponentType>(), ...slotTimingFields },
});

/** Where a header tab is: on the bar, or in 更多 when the bar has no room for it. */
export type TabPlacement = 'bar' | 'menu';

/**
 * Props of a tab flyout's component: the header tab it wraps, which it renders as its anchor. A
 * tab the bar has no room for sits in 更多 as a menu item (it opens the tab's page); the flyout
 * then renders as that item's submenu (`placement: 'menu'`), so it opens wherever the tab is.
 */
export interface TabFlyoutProps {
  /** The tab: its link on the bar, or its menu item in 更多. */
  readonly children: ReactElement;
  /** Where the tab is (`bar` when absent). */
  readonly placement?: TabPlacement;
}

/** A flyout that wraps the header tab with the same `anchor` (the toolbox flyout of spec §2.4), on the bar or in 更多. */
export const tabFlyoutPoint = defineExtensionPoint({
  kind: 'tab-flyout',
  owner: HEADER_PLUGIN_ID,
  description:
    'A flyout wrapping the header tab whose `anchor` it names, on the bar or (`placement: menu`) as the submenu of its item in 更多; the tab renders alone while it loads, after a crash, and before the `eventually` phase if it has `phase: eventually`.',
  fields: {
    anchor: z.string().check(z.minLength(1)),
    loader: loaderSchema<ComponentType<TabFlyoutProps>>(),
    phase: slotTimingFields.phase,
  },
});

/** A header tab contribution. */
export type HeaderTabContribution = ContributionOf<typeof headerTabPoint>;
/** A header widget contribution. */
export type HeaderWidgetContribution = ContributionOf<typeof headerWidgetPoint>;
/** A tab flyout contribution. */
export type TabFlyoutContribution = ContributionOf<typeof tabFlyoutPoint>;

/** Contributes a tab (or dropdown) to the header navigation. */
export const HeaderTabBlueprint = createBlueprint(headerTabPoint);
/** Contributes a widget to the header bar. */
export const HeaderWidgetBlueprint = createBlueprint(headerWidgetPoint);
/** Attaches a flyout to the header tab with the same `anchor`; a tab whose `when` hides it takes its flyout with it. */
export const TabFlyoutBlueprint = createBlueprint(tabFlyoutPoint);

/**
 * Spec §2.3 and §6: owners who are not push users — push users see no 推广 or 数据 tab, no
 * 新建创意 and no mobile tip. The one definition; tabs, pages and overlays take it by reference.
 */
export const OWNER_NOT_PUSH: When = { all: [{ accountType: 'owner' }, { pushUser: false }] };

/** Anchors of the header's tabs that flyouts attach to: `toolbox` is every account type's 工具箱 tab. */
export const TAB_ANCHORS = { toolbox: 'toolbox' } as const;

/*
 * The password notices of spec §2.3 live in session storage under these names, outside the
 * storage service's per-owner scheme: the login page (outside the portal) writes them, the
 * header shows them, and the toolbox's change-password pages remove them once the password has
 * been changed (then emitting `password:changed`, on which the header reads them again). This is
 * the one place the names are written down.
 */
/** Session-storage key of the password-change notice (JSON: optional `text` and `link`). */
export const PASSWORD_NOTICE_KEY = 'portico.passwordNotice';
/** Session-storage key of the one-time password hint dialog (JSON: optional `text`); removed once confirmed. */
export const PASSWORD_HINT_KEY = 'portico.passwordHint';

/** The points this plugin reads (its manifest declares them). */
export const HEADER_POINTS = [headerTabPoint, headerWidgetPoint, tabFlyoutPoint] as const;
