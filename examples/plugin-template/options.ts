import * as z from 'zod/mini';
import { serviceRef } from '@portico/sdk';

/** Options of the plugin in portal.config.json (`plugins.<id>.options`). */
export interface PluginTemplateOptions {
  /** The most to-dos the plugin counts or lists (1–999, default 99); more show as 99+. */
  readonly limit: number;
}

/** Default of {@link PluginTemplateOptions.limit}. */
export const DEFAULT_LIMIT = 99;

const LIMIT = 'must be a whole number from 1 to 999';

/** Validates the options at boot (a bad value disables the plugin with a diagnostic naming the key). */
export const optionsSchema: z.ZodMiniType<PluginTemplateOptions> = z.prefault(
  z.object({
    limit: z._default(z.int({ error: LIMIT }).check(z.gte(1, LIMIT), z.lte(999, LIMIT)), DEFAULT_LIMIT),
  }),
  {},
);

/** The validated options, provided by the plugin's `activate` for its components (`useService(optionsRef)`). */
export const optionsRef = serviceRef<PluginTemplateOptions>('plugin.plugin-template.options');
