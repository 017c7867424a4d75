import type { OptionsSchema } from '@portico/sdk';

/** Options of the plugin in portal.config.json. */
export interface DailyTipsOptions {
  /** How many tips the page lists (1–20). */
  readonly pageSize: number;
}

/** Validates `plugins.daily-tips.options` (written by hand: plugins import only the SDK). */
export const optionsSchema: OptionsSchema<DailyTipsOptions> = {
  safeParse(input) {
    const raw = (input ?? {}) as { pageSize?: unknown };
    const pageSize = raw.pageSize ?? 5;
    if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20) {
      return {
        success: false,
        error: { issues: [{ path: ['pageSize'], message: 'must be a whole number from 1 to 20' }] },
      };
    }
    return { success: true, data: { pageSize } };
  },
};
