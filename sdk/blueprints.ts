import type { ComponentType, ReactElement } from 'react';
import type {
  HeaderSlotName,
  HeaderTabContribution,
  HeaderWidgetContribution,
  LayoutName,
  OverlayContribution,
  OverlaySlotName,
  RouteContribution,
  SubAppContribution,
  ToolboxEntryContribution,
  ToolboxGroupId,
  When,
} from '@portico/core';
import { TAB_FLYOUT_SLOT } from '@portico/core';

/** A lazily imported React component: `() => import('./MyWidget')`. */
export type ComponentLoader<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** Props every page component receives. */
export interface PageProps {
  /** The route's Chinese title. */
  readonly title: string;
}

/** Parameters of {@link RouteBlueprint}. */
export interface RouteParams {
  /** Absolute path under `/markets/`. Matching is case-sensitive; a trailing slash is optional. */
  readonly path: string;
  /** Chinese page title. */
  readonly title: string;
  /** Layout by route meta (spec §2.1); default `common`. */
  readonly layout?: LayoutName;
  /** Namespace of the sub-app that owns the route. */
  readonly subApp?: string;
  /** Who may open the page; others see a no-permission page. */
  readonly when?: When;
  readonly loader: ComponentLoader<PageProps>;
  /** Explicit extension id; defaults to `route:<plugin>/<path>`. */
  readonly id?: string;
}

/** One page of {@link RouteBlueprint.many}: a path relative to the sub-app and the export to render. */
export interface PageEntry<M> {
  /** Path after `/markets/{subApp}` (`/PlanManage`, `/` for the sub-app root). */
  readonly path: string;
  readonly title: string;
  readonly pick: (module: M) => ComponentType<PageProps>;
  readonly when?: When;
  readonly layout?: LayoutName;
}

/** Contributes a page at a path. */
export const RouteBlueprint = {
  make(p: RouteParams): RouteContribution<ComponentType<PageProps>> {
    return { kind: 'route', id: p.id ?? '', path: p.path, title: p.title, layout: p.layout, subApp: p.subApp, when: p.when, loader: p.loader };
  },
  /**
   * The pages of a sub-app from one lazily imported module, so the whole sub-app is one chunk.
   * @example RouteBlueprint.many('report', () => import('./pages'), [{ path: '/', title: '数据', pick: (m) => m.ReportHome }])
   */
  many<M>(subApp: string, load: () => Promise<M>, pages: ReadonlyArray<PageEntry<M>>): Array<RouteContribution<ComponentType<PageProps>>> {
    return pages.map((p) =>
      RouteBlueprint.make({ path: `/markets/${subApp}${p.path}`, title: p.title, subApp, when: p.when, layout: p.layout, loader: () => load().then((m) => ({ default: p.pick(m) })) }),
    );
  },
};

/** Parameters of {@link HeaderTabBlueprint}. */
export interface HeaderTabParams {
  readonly label: string;
  readonly to: string;
  readonly match?: readonly string[];
  readonly external?: boolean;
  readonly items?: HeaderTabContribution['items'];
  /** Name other plugins use to attach a flyout to this tab ({@link TabFlyoutBlueprint}). */
  readonly anchor?: string;
  readonly when?: When;
  readonly order?: number;
  readonly id?: string;
}

/** Contributes a tab (or dropdown) to the header navigation. */
export const HeaderTabBlueprint = {
  make(p: HeaderTabParams): HeaderTabContribution {
    return { kind: 'header-tab', id: p.id ?? '', label: p.label, to: p.to, match: p.match, external: p.external, items: p.items, anchor: p.anchor, when: p.when, order: p.order };
  },
};

/** Anchors of the header's tabs that flyouts attach to: `toolbox` is every account type's 工具箱 tab. */
export const TAB_ANCHORS = { toolbox: 'toolbox' } as const;

/** Props of a tab flyout's component: the header tab it wraps, which it renders as its anchor. */
export interface TabFlyoutProps {
  readonly children: ReactElement;
}

/** Parameters of {@link TabFlyoutBlueprint}. */
export interface TabFlyoutParams {
  /** The `anchor` of the header tab to attach to (for example `toolbox`). */
  readonly anchor: string;
  /** The flyout; it receives the tab as `children` and must render it. */
  readonly loader: ComponentLoader<TabFlyoutProps>;
  readonly when?: When;
  readonly order?: number;
  readonly id?: string;
}

/**
 * Attaches a flyout to the header tab with the same `anchor` (the toolbox flyout of spec §2.4
 * hangs under the 工具箱 tab). Until the flyout's chunk has loaded, and if it crashes, the tab
 * renders alone; a tab whose `when` hides it takes its flyout with it.
 */
export const TabFlyoutBlueprint = {
  make(p: TabFlyoutParams): HeaderWidgetContribution<ComponentType<TabFlyoutProps>> {
    return { kind: 'header-widget', id: p.id ?? '', slot: TAB_FLYOUT_SLOT, anchor: p.anchor, loader: p.loader, when: p.when, order: p.order };
  },
};

/** Parameters of {@link HeaderWidgetBlueprint}. */
export interface HeaderWidgetParams {
  readonly slot: HeaderSlotName;
  readonly loader: ComponentLoader;
  readonly when?: When;
  readonly order?: number;
  readonly id?: string;
}

/** Contributes a widget to a header slot (`header.left`, `header.tabs`, `header.right`). */
export const HeaderWidgetBlueprint = {
  make(p: HeaderWidgetParams): HeaderWidgetContribution<ComponentType> {
    return { kind: 'header-widget', id: p.id ?? '', slot: p.slot, loader: p.loader, when: p.when, order: p.order };
  },
};

/** Parameters of {@link OverlayBlueprint}. */
export interface OverlayParams {
  readonly slot: OverlaySlotName;
  readonly loader: ComponentLoader;
  readonly when?: When;
  readonly order?: number;
  readonly id?: string;
}

/** Contributes a banner (above the content) or a floating overlay (popup, help, reminders). */
export const OverlayBlueprint = {
  make(p: OverlayParams): OverlayContribution<ComponentType> {
    return { kind: 'overlay', id: p.id ?? '', slot: p.slot, loader: p.loader, when: p.when, order: p.order };
  },
};

/** Parameters of {@link ToolboxEntryBlueprint}. */
export interface ToolboxEntryParams {
  readonly group: ToolboxGroupId;
  readonly key: string;
  readonly name: string;
  readonly url?: string;
  readonly target?: '_self' | '_blank';
  readonly desc?: string;
  readonly tag?: string;
  readonly icon?: string;
  readonly linkSource?: string;
  readonly when?: When;
  readonly order?: number;
  readonly id?: string;
}

/** Contributes an entry to the toolbox flyout (spec §2.4). */
export const ToolboxEntryBlueprint = {
  make(p: ToolboxEntryParams): ToolboxEntryContribution {
    const { id, ...rest } = p;
    return { kind: 'toolbox-entry', id: id ?? '', ...rest };
  },
};

/** Parameters of {@link SubAppBlueprint}. */
export interface SubAppParams {
  readonly name: string;
  readonly namespace: string;
  readonly title: string;
  readonly mode?: SubAppContribution['mode'];
  readonly default?: boolean;
  readonly prefetch?: boolean;
  readonly id?: string;
}

/** One page of {@link SubAppBlueprint.withPages}: path after the namespace, title, gate. */
export interface SubAppPage {
  readonly path: string;
  readonly title: string;
  readonly when?: When;
  readonly layout?: LayoutName;
}

/** Registers a sub-application (spec §2.1/§3). Mode defaults to `local`. */
export const SubAppBlueprint = {
  make(p: SubAppParams): SubAppContribution {
    return { kind: 'sub-app', id: p.id ?? '', name: p.name, namespace: p.namespace, title: p.title, mode: p.mode ?? 'local', default: p.default, prefetch: p.prefetch };
  },
  /**
   * A sub-app and all its pages, the pages from one lazily imported module (one chunk) that
   * exports `page(path)`.
   * @example SubAppBlueprint.withPages({ name: 'report', namespace: 'report', title: '数据' }, () => import('./pages'), ROUTES)
   */
  withPages(
    app: SubAppParams,
    load: () => Promise<{ page(path: string): ComponentType<PageProps> }>,
    pages: ReadonlyArray<SubAppPage>,
  ): Array<SubAppContribution | RouteContribution<ComponentType<PageProps>>> {
    return [SubAppBlueprint.make(app), ...RouteBlueprint.many(app.namespace, load, pages.map((p) => ({ ...p, pick: (m) => m.page(p.path) })))];
  },
};
