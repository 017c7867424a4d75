import { serviceRef, type OptionsSchema } from '@portico/sdk';

/** Options of the plugin in portal.config.json (`plugins.<id>.options`). */
export interface PluginTemplateOptions {
  /** The most to-dos the plugin counts or lists (1–999, default 99); more show as 99+. */
  readonly limit: number;
}

/** Default of {@link PluginTemplateOptions.limit}. */
export const DEFAULT_LIMIT = 99;

/** Validates the options at boot (a bad value disables the plugin with a diagnostic naming the key). */
export const optionsSchema: OptionsSchema<PluginTemplateOptions> = {
  safeParse(input) {
    const raw = (input ?? {}) as { limit?: unknown };
    const limit = raw.limit ?? DEFAULT_LIMIT;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 999) {
      return {
        success: false,
        error: { issues: [{ path: ['limit'], message: 'must be a whole number from 1 to 999' }] },
      };
    }
    return { success: true, data: { limit } };
  },
};

/** The validated options, provided by the plugin's `activate` for its components (`useService(optionsRef)`). */
export const optionsRef = serviceRef<PluginTemplateOptions>('plugin.plugin-template.options');
