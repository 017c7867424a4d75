// The two points the runtime itself reads: pages (the router) and sub-applications (the
// sub-app registry of spec §2.1/§3). Every other point belongs to the shell or to a plugin.
import * as z from 'zod/mini';
import { safeAddress } from './addresses';
import { defineExtensionPoint, loaderSchema, nameFromPath, type ContributionOf } from './point';

/** Page layouts selected by route meta (spec §2.1). */
export const LAYOUT_NAMES = ['common', 'none'] as const;
/** A page layout: `common` (header, banner, overlays) or `none` (the page alone). */
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Sub-application loading modes (spec §2.1). `local` renders a plugin's routes in-process. */
export const SUB_APP_MODES = ['local', 'qiankun', 'singleSPA'] as const;
/** How a sub-application loads. */
export type SubAppMode = (typeof SUB_APP_MODES)[number];

/** Where every page and sub-app of the portal lives (spec §2.1). */
export const PORTAL_BASE = '/markets';

/**
 * The path of a sub-app, or of a path inside it: `subAppPath('report')` is `/markets/report`,
 * `subAppPath('report', '/agency/effect')` is `/markets/report/agency/effect`. The one place a
 * sub-app's base path is built (`rest` starts with `/`, or is empty for the sub-app's root).
 */
export function subAppPath(namespace: string, rest = ''): string {
  return `${PORTAL_BASE}/${namespace}${rest}`;
}

/** Pages: a component at a path under `/markets/`. */
export const routePoint = defineExtensionPoint({
  kind: 'route',
  owner: 'portal',
  description:
    'A page at a path under /markets/ (case-sensitive), in the layout its meta names; `when` decides who may open it; `requiresSession` sends visitors without a session to the login page.',
  fields: {
    /** Absolute path under `/markets/`, without query string. */
    path: z.string().check(z.regex(/^\/markets\/[^?#\s]*$/, 'must be an absolute path under /markets/ without query')),
    /** Chinese page title (document title and breadcrumb). */
    title: z.string().check(z.minLength(1)),
    layout: z.optional(z.enum(LAYOUT_NAMES)),
    /** Namespace of the sub-app the route belongs to. */
    subApp: z.optional(z.string()),
    /**
     * The page needs a session (spec §2.2): a visitor without one is sent to the login page with
     * `redirect=` back, instead of seeing the page or its no-permission page.
     */
    requiresSession: z.optional(z.boolean()),
    loader: loaderSchema(),
  },
  nameOf: (c) => nameFromPath(c.path),
});

/**
 * The rules of a sub-app's fields, shared by {@link subAppPoint} and the host config's `subApps`
 * (portal.config.json, where the namespace is the key and `library` is called `name`).
 */
export const subAppFields = {
  /** Path segment after `/markets/`. */
  namespace: z
    .string()
    .check(z.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be a path segment of letters, digits and dashes')),
  mode: z.enum(SUB_APP_MODES),
  /** Spec §2.1: prefetch skips multipleCreative and toolbox. */
  prefetch: z.optional(z.boolean()),
  /**
   * Remote modes: the URL of the HTML entry (a path on this origin, or an absolute http(s) URL
   * served with CORS); default `/markets/<namespace>/__static__/index.html`.
   */
  entry: z.optional(safeAddress),
  /** Remote modes: the library name the entry's UMD build sets on `window`; default the registry name. */
  library: z.optional(z.string().check(z.regex(/^[A-Za-z_$][\w$-]*$/, 'must be a JavaScript global name'))),
};

/** Sub-applications of spec §2.1/§3; the extension name is the registry name (`multipleCreative`). */
export const subAppPoint = defineExtensionPoint({
  kind: 'sub-app',
  owner: 'portal',
  description: 'A sub-application: its registry name, its namespace under /markets/, its loading mode.',
  fields: {
    namespace: subAppFields.namespace,
    mode: subAppFields.mode,
    default: z.optional(z.boolean()),
    /** Chinese name shown while loading. */
    title: z.string(),
    prefetch: subAppFields.prefetch,
    entry: subAppFields.entry,
    library: subAppFields.library,
  },
});

/** A page contribution. */
export type RouteContribution = ContributionOf<typeof routePoint>;
/** A sub-application contribution. */
export type SubAppContribution = ContributionOf<typeof subAppPoint>;

/** The points the runtime reads. */
export const PORTAL_POINTS = [routePoint, subAppPoint] as const;
