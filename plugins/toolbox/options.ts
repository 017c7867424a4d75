import * as z from 'zod/mini';
import { configSchemas } from '@portico/sdk';
import { TOOL_KEYS, type ToolKey } from './tools';
import { WORK_ORDER_SCHEMES, type WorkOrderScheme } from './work-orders';

/** Options of the toolbox sub-app in portal.config.json (`plugins.toolbox.options`). */
export interface ToolboxOptions {
  /** Which work-order status scheme of spec §3 the server speaks; default `new`. */
  readonly workOrderScheme: WorkOrderScheme;
  /**
   * External addresses of the tools with an honest page, by tool key (`audiencePackages`,
   * `apiKey` …); a tool without one says 该工具暂未开放.
   */
  readonly links: Readonly<Partial<Record<ToolKey, string>>>;
}

/** What the options are when portal.config.json sets none. */
export const DEFAULT_OPTIONS: ToolboxOptions = { workOrderScheme: 'new', links: {} };

/** Validates the options (none given: the defaults); a key not given keeps its default. */
export const optionsSchema: z.ZodMiniType<ToolboxOptions> = z.prefault(
  z.object({
    workOrderScheme: z._default(
      z.enum(WORK_ORDER_SCHEMES, { error: `must be one of ${WORK_ORDER_SCHEMES.join(', ')}` }),
      DEFAULT_OPTIONS.workOrderScheme,
    ),
    links: z._default(
      configSchemas.keyedRecord(TOOL_KEYS as ReadonlySet<ToolKey>, 'a toolbox tool', configSchemas.safeAddress),
      {},
    ),
  }),
  {},
);
