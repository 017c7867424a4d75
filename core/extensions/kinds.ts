import type { When } from '../when';

/** A lazily loaded module whose default export is the contribution's UI (a component in the SDK). */
export type Loader<C = unknown> = () => Promise<{ default: C }>;

/** Named places in the common layout that widgets can fill. */
export type HeaderSlotName = 'header.left' | 'header.tabs' | 'header.right';
/** The slot of a flyout attached to a header tab (see `HeaderTabContribution.anchor`). */
export const TAB_FLYOUT_SLOT = 'header.tab';
/** Every slot a `header-widget` may name: the layout's header slots and the tab-flyout slot. */
export const HEADER_WIDGET_SLOTS = ['header.left', 'header.tabs', 'header.right', TAB_FLYOUT_SLOT] as const;

/** Named places for overlays: above the content (banner) or floating above the page (overlay). */
export type OverlaySlotName = 'banner' | 'overlay';
/** Every slot of the common layout. */
export type SlotName = HeaderSlotName | OverlaySlotName;

/** Page layouts selected by route meta (spec §2.1). */
export type LayoutName = 'common' | 'none';

/** Sub-application loading modes (spec §2.1). `local` renders a plugin's routes in-process. */
export type SubAppMode = 'local' | 'qiankun' | 'singleSPA';

/** The five groups of the toolbox flyout (spec §2.4). */
export type ToolboxGroupId = 'account' | 'targeting' | 'creative' | 'data' | 'delivery';

interface Base {
  /** Unique extension id, `kind:plugin/name`. Filled by the Blueprint when omitted. */
  readonly id: string;
  readonly when?: When;
  /** Lower comes first. */
  readonly order?: number;
}

export interface RouteContribution<C = unknown> extends Base {
  readonly kind: 'route';
  /** Absolute path under `/markets/`, case-sensitive, without query string. */
  readonly path: string;
  /** Chinese page title (document title and breadcrumb). */
  readonly title: string;
  readonly layout?: LayoutName;
  /** Namespace of the sub-app the route belongs to. */
  readonly subApp?: string;
  readonly loader: Loader<C>;
}

export interface HeaderTabContribution extends Base {
  readonly kind: 'header-tab';
  readonly label: string;
  /** Target path, may carry a query (`/markets/report/?agency=true`). */
  readonly to: string;
  /** Path prefixes that make this tab active; defaults to the path of `to`. */
  readonly match?: readonly string[];
  /** External (non-SPA) link such as `/brand-web/`. */
  readonly external?: boolean;
  /** A dropdown instead of a link. */
  readonly items?: ReadonlyArray<{ readonly label: string; readonly to: string; readonly when?: When }>;
  /** Name by which a flyout (a `header.tab` widget with the same `anchor`) attaches to this tab. */
  readonly anchor?: string;
}

export interface HeaderWidgetContribution<C = unknown> extends Base {
  readonly kind: 'header-widget';
  /** A header slot, or `header.tab`: a flyout wrapping the header tab named by `anchor`. */
  readonly slot: HeaderSlotName | typeof TAB_FLYOUT_SLOT;
  /** With slot `header.tab`: the `anchor` of the header tab this flyout attaches to. */
  readonly anchor?: string;
  readonly loader: Loader<C>;
}

export interface OverlayContribution<C = unknown> extends Base {
  readonly kind: 'overlay';
  readonly slot: OverlaySlotName;
  readonly loader: Loader<C>;
}

export interface ToolboxEntryContribution extends Base {
  readonly kind: 'toolbox-entry';
  readonly group: ToolboxGroupId;
  /** Stable key used in usage reports. */
  readonly key: string;
  readonly name: string;
  readonly url?: string;
  readonly target?: '_self' | '_blank';
  readonly desc?: string;
  readonly tag?: string;
  /** Fluent icon name or image URL. */
  readonly icon?: string;
  /** API path that returns the link to open (spec §7: datacenter, quickapp, site auth, SSO). */
  readonly linkSource?: string;
}

export interface SubAppContribution extends Base {
  readonly kind: 'sub-app';
  /** Registry name (spec §3): creative, manage, report, toolbox, multipleCreative, finance, dpaManage. */
  readonly name: string;
  /** Path segment after `/markets/`. */
  readonly namespace: string;
  readonly mode: SubAppMode;
  readonly default?: boolean;
  /** Chinese name shown while loading. */
  readonly title: string;
  /** Spec §2.1: prefetch skips multipleCreative and toolbox. */
  readonly prefetch?: boolean;
}

/** Everything a plugin can contribute. */
export type Contribution<C = unknown> =
  | RouteContribution<C>
  | HeaderTabContribution
  | HeaderWidgetContribution<C>
  | OverlayContribution<C>
  | ToolboxEntryContribution
  | SubAppContribution;

/** The kind discriminator of a contribution. */
export type ContributionKind = Contribution['kind'];

/** A contribution of the given kind. */
export type ContributionOf<K extends ContributionKind, C = unknown> = Extract<Contribution<C>, { kind: K }>;
