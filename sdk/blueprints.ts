import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import {
  defineExtensionPoint,
  loaderSchema,
  nameFromPath,
  routePoint,
  subAppPoint,
  type ContributionOf,
  type LayoutName,
  type RouteContribution,
  type SubAppContribution,
  type When,
} from '@portico/core';
import { createBlueprint, type Blueprint } from './extension-points';

/** A lazily imported React component: `() => import('./MyWidget')`. */
export type ComponentLoader<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** Props every page component receives. */
export interface PageProps {
  /** The route's Chinese title. */
  readonly title: string;
}

/** Parameters of {@link PageBlueprint}. */
export interface PageParams {
  /** Absolute path under `/markets/`. Matching is case-sensitive; a trailing slash is optional. */
  readonly path: string;
  /** Chinese page title. */
  readonly title: string;
  /** Layout by route meta (spec §2.1); default `common`. */
  readonly layout?: LayoutName;
  /** Namespace of the sub-app that owns the page. */
  readonly subApp?: string;
  /** Who may open the page; others see a no-permission page. */
  readonly when?: When;
  /** The page needs a session: a visitor without one goes to the login page with `redirect=` back (spec §2.2). */
  readonly requiresSession?: boolean;
  readonly loader: ComponentLoader<PageProps>;
  /** Stable name; defaults to the path (`report/agency/effect`). */
  readonly name?: string;
}

const pages = createBlueprint(routePoint);

/** Contributes a page at a path (the one way to declare a page; a sub-app lists its own in {@link SubAppBlueprint}). */
export const PageBlueprint: Blueprint<RouteContribution, PageParams> = {
  point: routePoint,
  make: ({ name, ...p }) => pages.make({ ...p, name: name ?? nameFromPath(p.path) }),
};

/** A module of sub-app pages: `page(path)` gives the component of each path it holds. */
export type SubAppPagesLoader = () => Promise<{ page(path: string): ComponentType<PageProps> }>;

/**
 * One page of a sub-app: path after `/markets/{namespace}`, gate; its title is the sub-app's
 * `pages.titles[path]` unless it gives its own. `P` is the sub-app's union of page paths.
 */
export interface SubAppPage<P extends string = string> {
  /** Path after the namespace (`/PlanManage`, `/` for the sub-app root). */
  readonly path: P;
  /** Chinese title, instead of the one `pages.titles` holds for the path. */
  readonly title?: string;
  readonly when?: When;
  readonly layout?: LayoutName;
  /** Overrides the sub-app's `requiresSession` for this page. */
  readonly requiresSession?: boolean;
  /**
   * This page's own module (its own chunk) instead of the sub-app's `pages.load`. For pages much
   * heavier than the sub-app's first page (tables, forms, dialogs): a visitor who lands on the
   * light page does not download and run them before it shows. Once the portal is idle, every
   * page module of the sub-app is prefetched, so opening them later does not wait.
   */
  readonly load?: SubAppPagesLoader;
}

/** Parameters of {@link SubAppBlueprint}. */
export interface SubAppParams<P extends string = string> {
  /** Registry name (spec §3): creative, manage, report, toolbox, multipleCreative, finance, dpaManage; default the namespace. */
  readonly name?: string;
  /** Path segment after `/markets/`. */
  readonly namespace: string;
  /** Chinese name shown while loading. */
  readonly title: string;
  /** Default `local` (in-process). */
  readonly mode?: SubAppContribution['mode'];
  readonly default?: boolean;
  /** Spec §2.1: false for sub-apps prefetch skips. */
  readonly prefetch?: boolean;
  /** Remote modes: URL of the HTML entry; default `/markets/<namespace>/__static__/index.html`. */
  readonly entry?: string;
  /** Remote modes: the library name the entry's UMD build sets on `window`; default the registry name. */
  readonly library?: string;
  /**
   * Every page of the sub-app needs a session (spec §2.2: a visitor without one goes to the login
   * page with `redirect=` back); a page may say otherwise with its own `requiresSession`.
   */
  readonly requiresSession?: boolean;
  /**
   * The pages of the sub-app, rendered from one lazily imported module (one chunk) exporting
   * `page(path)`; a page with its own `load` comes from that module instead. Each page's title is
   * looked up by its path in `titles` (the plugin's messages), so a route whose path has no title
   * does not compile; without `titles`, every route gives its own.
   */
  readonly pages?:
    | {
        readonly load: SubAppPagesLoader;
        /** Chinese title of each page, by path after the namespace. */
        readonly titles: Readonly<Record<P, string>>;
        readonly routes: ReadonlyArray<SubAppPage<NoInfer<P>>>;
      }
    | {
        readonly load: SubAppPagesLoader;
        readonly titles?: undefined;
        readonly routes: ReadonlyArray<SubAppPage & { readonly title: string }>;
      };
}

const subApps = createBlueprint(subAppPoint);

/**
 * Registers a sub-application (spec §2.1/§3) and its pages. A page left without a title (a path
 * `titles` lacks, in code the compiler did not check) is registered without one, so the plugin is
 * refused with `PORTICO_E_INVALID_MANIFEST` naming the plugin and the page's path.
 * @example SubAppBlueprint.make({ namespace: 'report', title: '数据', pages: { load: () => import('./pages'), titles: M.titles, routes: ROUTES } })
 */
export const SubAppBlueprint = {
  point: subAppPoint,
  make<P extends string>({
    pages: list,
    mode,
    requiresSession,
    name,
    ...app
  }: SubAppParams<P>): Array<SubAppContribution | RouteContribution> {
    const own = subApps.make({ ...app, name: name ?? app.namespace, mode: mode ?? 'local' });
    const titles: Partial<Record<string, string>> = list?.titles ?? {};
    const routes = (list?.routes ?? []).map(({ requiresSession: needsSession = requiresSession, load, ...p }) => {
      const module = load ?? list!.load;
      return PageBlueprint.make({
        ...p,
        // Never a blank title: none here fails the route point's check, which names plugin and path.
        title: p.title ?? titles[p.path]!,
        ...(needsSession === undefined ? {} : { requiresSession: needsSession }),
        path: `/markets/${app.namespace}${p.path}`,
        subApp: app.namespace,
        loader: () => module().then((m) => ({ default: m.page(p.path) })),
      });
    });
    return [own, ...routes];
  },
};

/** Places of the page layout (spec §2.1 common layout): the header bar, above the content, floating. */
export const LAYOUT_SLOTS = ['header', 'banner', 'overlay'] as const;
/** A place of the common layout. */
export type LayoutSlot = (typeof LAYOUT_SLOTS)[number];

/** When a slot contribution renders: with the first screen, or once the portal is idle after ready. */
export const SLOT_PHASES = ['ready', 'eventually'] as const;

/**
 * Fields every contribution a {@link Slot} renders may add: `phase: 'eventually'` for a widget
 * that is not navigation (a bell, a banner, a popup, a help entry) — it loads and renders only
 * once the portal is idle after `portal:ready`, so it does not delay the first screen — and
 * `reserve`, the CSS width it holds until then, so nothing shifts when it arrives.
 */
export const slotTimingFields = {
  phase: z.optional(z.enum(SLOT_PHASES)),
  reserve: z.optional(z.string().check(z.regex(/^\d+(?:\.\d+)?(?:px|rem|em)$/))),
};

/** The common layout's places: the header plugin fills `header`; banners and floating overlays the rest. */
export const layoutPoint = defineExtensionPoint({
  kind: 'layout',
  owner: 'portal',
  description:
    'A component in a place of the common layout: `header` (the header bar), `banner` (above the page), `overlay` (floating); `phase: eventually` renders it once the portal is idle after ready.',
  fields: { slot: z.enum(LAYOUT_SLOTS), loader: loaderSchema<ComponentType>(), ...slotTimingFields },
});

/** A contribution to the common layout. */
export type LayoutContribution = ContributionOf<typeof layoutPoint>;

/** Contributes a component to a place of the common layout (header bar, banner, overlay). */
export const LayoutBlueprint = createBlueprint(layoutPoint);
