import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import {
  defineExtensionPoint,
  loaderSchema,
  nameFromPath,
  routePoint,
  subAppPath,
  subAppPoint,
  type ContributionOf,
  type LayoutName,
  type RouteContribution,
  type SubAppContribution,
  type When,
} from '@portico/core';
import { createBlueprint, type Blueprint } from './extension-points';
import { createRouteRef, type RouteRef } from './route-ref';

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

/**
 * A module of sub-app pages: `page(path, name)` gives the component of each page it holds, by its
 * path after the namespace and, for a page of a {@link SubAppBlueprint.pages} record, its name there.
 */
export type SubAppPagesLoader = () => Promise<{ page(path: string, name: string): ComponentType<PageProps> }>;

/**
 * One page of a sub-app, written once: path after `/markets/{namespace}`, title, gate, layout and
 * module. Its title is the sub-app's `titles[path]` unless it gives its own. `P` is the sub-app's
 * union of page paths. A page record may carry the plugin's own facts beside these (a description,
 * a breadcrumb): {@link SubAppBlueprint.pages} keeps the record as written.
 */
export interface SubAppPage<P extends string = string> {
  /** Path after the namespace (`/PlanManage`, `/` for the sub-app root). */
  readonly path: P;
  /** Chinese title, instead of the one `titles` holds for the path. */
  readonly title?: string;
  /** Who may open the page; others see a no-permission page. Its {@link RouteRef} carries the same gate. */
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
  /** The page's name in its {@link SubAppBlueprint.pages} record (filled in there); its module's `page` receives it. */
  readonly name?: string;
}

/**
 * The pages of a sub-app, made by {@link SubAppBlueprint.pages} from one record per page: what
 * `SubAppBlueprint.make` registers (`{ ...pages, load }` as its `pages`) and the refs the plugin's
 * public face exports, so neither restates a path or a gate. Data only: it loads no page.
 */
export interface SubAppPages<
  R extends Readonly<Record<string, SubAppPage>>,
  Page extends SubAppPage = SubAppPage<R[keyof R]['path']>,
> {
  /** Path segment after `/markets/`. */
  readonly namespace: string;
  /** The sub-app's root, `/markets/{namespace}`: a prefix of all its pages, with no gate. */
  readonly root: RouteRef;
  /** A ref to each page, by its name in the record: its full path and its gate. */
  readonly refs: { readonly [N in keyof R]: RouteRef };
  /** The records as written, the plugin's own fields included. */
  readonly records: R;
  /** The records as the list `SubAppBlueprint.make` registers, in their order, each with its name. */
  readonly routes: ReadonlyArray<Page & { readonly name: keyof R & string }>;
  /** A gateless ref to a prefix of the sub-app's pages (`prefix('/agency')`), for placing things by path. */
  prefix(rest: `/${string}`): RouteRef;
}

/** Parameters of {@link SubAppBlueprint}. */
export interface SubAppParams<P extends string = string> {
  /** Registry name (spec §3): creative, manage, report, toolbox, multipleCreative, finance, dpaManage; default the namespace. */
  readonly name?: string;
  /** Path segment after `/markets/`; taken from `pages` when they come from {@link SubAppBlueprint.pages}. */
  readonly namespace?: string;
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
   * `page(path, name)`; a page with its own `load` comes from that module instead. Each page's
   * title is looked up by its path in `titles` (the plugin's messages), so a route whose path has
   * no title does not compile; without `titles`, every route gives its own. Usually
   * `{ ...PAGES, load }` with `PAGES` from {@link SubAppBlueprint.pages}, which also gives the namespace.
   */
  readonly pages?:
    | {
        readonly load: SubAppPagesLoader;
        readonly namespace?: string;
        /** Chinese title of each page, by path after the namespace. */
        readonly titles: Readonly<Record<P, string>>;
        readonly routes: ReadonlyArray<SubAppPage<NoInfer<P>>>;
      }
    | {
        readonly load: SubAppPagesLoader;
        readonly namespace?: string;
        readonly titles?: undefined;
        readonly routes: ReadonlyArray<SubAppPage & { readonly title: string }>;
      };
}

const subApps = createBlueprint(subAppPoint);

/** The ref of a path: no gate is a prefix or an open page. */
function refOf(path: string, when: When | undefined): RouteRef {
  return createRouteRef(when === undefined ? { path } : { path, when });
}

function pagesOf<R extends Readonly<Record<string, SubAppPage>>>(spec: {
  readonly namespace: string;
  readonly titles?: Readonly<Record<string, string>>;
  readonly pages: R;
}): SubAppPages<R> & { readonly titles?: Readonly<Record<string, string>> } {
  const { namespace, titles, pages: records } = spec;
  const names = Object.keys(records) as Array<keyof R & string>;
  const refs = Object.fromEntries(
    names.map((name) => [name, refOf(subAppPath(namespace, records[name].path), records[name].when)]),
  ) as SubAppPages<R>['refs'];
  const routes = names.map((name) => Object.freeze({ ...records[name], name })) as unknown as SubAppPages<R>['routes'];
  return Object.freeze({
    namespace,
    root: refOf(subAppPath(namespace), undefined),
    refs: Object.freeze(refs),
    records,
    ...(titles === undefined ? {} : { titles }),
    routes: Object.freeze(routes),
    prefix: (rest: `/${string}`) => refOf(subAppPath(namespace, rest), undefined),
  });
}

/**
 * Registers a sub-application (spec §2.1/§3) and its pages. A page left without a title (a path
 * `titles` lacks, in code the compiler did not check) is registered without one, so the plugin is
 * refused with `PORTICO_E_INVALID_MANIFEST` naming the plugin and the page's path.
 *
 * A sub-app writes each page once, in a record given to {@link SubAppBlueprint.pages} in a data
 * file (`routes.ts`): the plugin registers those pages with `make` and its public face exports
 * their refs (`PAGES.refs`), so a link, a header tab and the page share one path and one gate.
 * @example
 * // routes.ts (data only: other plugins import the refs through the public face)
 * export const PAGES = SubAppBlueprint.pages({
 *   namespace: 'report',
 *   titles: M.titles,
 *   pages: { overview: { path: '/', when: WHEN.anyReport }, effect: { path: '/agency/effect', when: WHEN.agencyReports } },
 * });
 * // plugin.ts
 * contributes: SubAppBlueprint.make({ title: '数据', pages: { ...PAGES, load: () => import('./pages') } })
 * // public.ts
 * export const reportRoutes = { root: PAGES.root, overview: PAGES.refs.overview };
 */
export interface SubAppBlueprint {
  /** The `sub-app` point the sub-app itself is contributed to (its pages go to the `route` point). */
  readonly point: typeof subAppPoint;
  /** The sub-app and a `route` contribution per page, to list in the plugin's `contributes`. */
  make<P extends string>(params: SubAppParams<P>): Array<SubAppContribution | RouteContribution>;
  /**
   * The pages of a sub-app from one record per page (name → path, title, gate …): the list
   * {@link SubAppBlueprint.make} registers and a typed {@link RouteRef} per page name, plus the
   * sub-app's root. With `titles` (the plugin's messages, by path), a page whose path has no
   * title does not compile; without, every page gives its own `title`.
   */
  pages<P extends string, R extends Readonly<Record<string, SubAppPage<NoInfer<P>>>>>(spec: {
    /** Path segment after `/markets/`. */
    readonly namespace: string;
    /** Chinese title of each page, by path after the namespace. */
    readonly titles: Readonly<Record<P, string>>;
    /** One record per page, by the name its ref has. */
    readonly pages: R;
  }): SubAppPages<R> & { readonly titles: Readonly<Record<P, string>> };
  pages<R extends Readonly<Record<string, SubAppPage & { readonly title: string }>>>(spec: {
    readonly namespace: string;
    readonly titles?: undefined;
    readonly pages: R;
  }): SubAppPages<R, SubAppPage<R[keyof R]['path']> & { readonly title: string }> & { readonly titles?: undefined };
}

/** Registers a sub-application and its pages: see the {@link SubAppBlueprint} interface. */
export const SubAppBlueprint: SubAppBlueprint = {
  point: subAppPoint,
  make<P extends string>({
    pages: list,
    mode,
    requiresSession,
    name,
    namespace = list?.namespace,
    ...app
  }: SubAppParams<P>): Array<SubAppContribution | RouteContribution> {
    if (namespace === undefined)
      throw new Error('PORTICO_E_INVALID_MANIFEST: SubAppBlueprint.make needs a namespace, or pages that carry one');
    const own = subApps.make({ ...app, namespace, name: name ?? namespace, mode: mode ?? 'local' });
    const titles: Partial<Record<string, string>> = list?.titles ?? {};
    // Only the route's own fields: a record may carry the plugin's facts beside them.
    const routes = (list?.routes ?? []).map(
      ({ path, title, when, layout, requiresSession: needsSession = requiresSession, load, name: pageName }) => {
        const module = load ?? list!.load;
        return PageBlueprint.make({
          path: subAppPath(namespace, path),
          // Never a blank title: none here fails the route point's check, which names plugin and path.
          title: title ?? titles[path]!,
          ...(when === undefined ? {} : { when }),
          ...(layout === undefined ? {} : { layout }),
          ...(needsSession === undefined ? {} : { requiresSession: needsSession }),
          subApp: namespace,
          loader: () => module().then((m) => ({ default: m.page(path, pageName ?? path) })),
        });
      },
    );
    return [own, ...routes];
  },
  pages: pagesOf as SubAppBlueprint['pages'],
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
