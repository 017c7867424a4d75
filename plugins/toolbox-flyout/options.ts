import * as z from 'zod/mini';
import { configSchemas } from '@portico/sdk';
import { BUILT_IN_KEYS } from './entries';

/** Options of the plugin in portal.config.json (`plugins.toolbox-flyout.options`). */
export interface ToolboxFlyoutOptions {
  /**
   * Path of the data-collection endpoint that receives a usage report per click (spec §7);
   * unset, the portal's `reporter.collectEndpoint` (the usage service's default).
   */
  readonly usageReportPath?: string;
  /**
   * Addresses of built-in entries by key, for the separate apps whose address the spec does not
   * give (创意中心 `creativeCenter`, 帮助中心 `helpCenter`, API文档 `apiDoc` …); also overrides a
   * built-in url. An entry with no url raises "no jump url" when clicked.
   */
  readonly links: Readonly<Record<string, string>>;
}

/** Validates the options (none given: no links, the portal's collect endpoint). */
export const optionsSchema: z.ZodMiniType<ToolboxFlyoutOptions> = z.prefault(
  z.object({
    usageReportPath: z.optional(configSchemas.sitePath),
    links: z._default(
      configSchemas.keyedRecord(BUILT_IN_KEYS, 'a built-in toolbox entry', configSchemas.safeAddress),
      {},
    ),
  }),
  {},
);
