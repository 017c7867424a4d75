// The toolbox flyout's extension point: entries in its five groups (spec §2.4). It belongs to
// this plugin, which reads it; other plugins (a sub-app whose page an entry opens) contribute
// through `ToolboxEntryBlueprint`, imported as `@portico/plugin/toolbox-flyout`.
import * as z from 'zod/mini';
import {
  createBlueprint,
  defineExtensionPoint,
  serviceRef,
  type BlueprintParams,
  type ContributionOf,
  type Registered,
} from '@portico/sdk';
import { TOOLBOX_GROUPS } from './group-ids';

export { TOOLBOX_GROUPS, type ToolboxGroupId } from './group-ids';

/** An entry of the toolbox flyout: a tool link in one of the five groups. */
export const toolboxEntryPoint = defineExtensionPoint({
  kind: 'toolbox-entry',
  owner: 'toolbox-flyout',
  description:
    'A tool link in one of the five groups of the toolbox flyout (spec §2.4), by order; `key` names it in usage reports.',
  fields: {
    group: z.enum(TOOLBOX_GROUPS),
    /** Stable key used in usage reports and the `links` option. */
    key: z.string().check(z.minLength(1)),
    /** Chinese label. */
    label: z.string().check(z.minLength(1)),
    url: z.optional(z.string()),
    target: z.optional(z.enum(['_self', '_blank'])),
    /** Hover description (spec §2.4 default: 将鼠标悬停以查看说明). */
    desc: z.optional(z.string()),
    tag: z.optional(z.string()),
    /** A bundled icon name. */
    icon: z.optional(z.string()),
    /** API path that returns the link to open (spec §7: datacenter, quickapp, site auth, SSO). */
    linkSource: z.optional(z.string()),
  },
});

/** A toolbox entry contribution. */
export type ToolboxEntryContribution = ContributionOf<typeof toolboxEntryPoint>;
/** Parameters of {@link ToolboxEntryBlueprint}: the entry's name is its `key`. */
export type ToolboxEntryParams = Omit<BlueprintParams<ToolboxEntryContribution>, 'name'>;

const entries = createBlueprint(toolboxEntryPoint);

/** Contributes an entry to the toolbox flyout; its extension id is `toolbox-entry:<plugin>/<key>`. */
export const ToolboxEntryBlueprint = {
  point: toolboxEntryPoint,
  make: (p: ToolboxEntryParams): ToolboxEntryContribution => entries.make({ ...p, name: p.key }),
};

/** An entry as the flyout lists it (a registered contribution: with its id and plugin). */
export type ToolboxEntry = Registered<ToolboxEntryContribution>;

/** Where a click happened and how to open a page of the portal. */
export interface LaunchContext {
  /** Path and query of the current page (the usage report's `page`). */
  readonly page: string;
  /** Opens a page of the portal with the router. */
  readonly navigate: (path: string) => void;
}

/**
 * What a click on a toolbox entry does (spec §2.4, §7), wherever the entry is shown: the flyout,
 * or the toolbox home's cards. One implementation, provided by this plugin.
 */
export interface ToolboxLauncherApi {
  /** The address an entry opens without a call first (render it as a link), or null (a button). */
  href(entry: ToolboxEntry): string | null;
  /** A plain click: the usage report, the link call if any, then the router or the safe-link check. */
  launch(entry: ToolboxEntry, ctx: LaunchContext): Promise<void>;
  /** A modified click the browser opens itself (new tab): only the usage report. */
  openedElsewhere(entry: ToolboxEntry, page: string): void;
}

/** The flyout's launcher, provided by `activate` (it carries the plugin options). */
export const toolboxLauncherRef = serviceRef<ToolboxLauncherApi>('plugin.toolbox-flyout.launcher');

export { GROUPS as TOOLBOX_GROUP_LIST, type ToolboxGroup } from './groups';

/** The flyout's icon component (a bundled Fluent icon by name, or an image at a safe address), loaded lazily. */
export const loadToolIcon = () => import('./icons').then((m) => ({ default: m.ToolIcon }));
