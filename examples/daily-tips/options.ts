import * as z from 'zod/mini';

/** Options of the plugin in portal.config.json. */
export interface DailyTipsOptions {
  /** How many tips the page lists (1–20). */
  readonly pageSize: number;
}

const PAGE_SIZE = 'must be a whole number from 1 to 20';

/** Validates `plugins.daily-tips.options`: a zod/mini schema, which `definePlugin` takes as it is. */
export const optionsSchema: z.ZodMiniType<DailyTipsOptions> = z.prefault(
  z.object({
    pageSize: z._default(z.int({ error: PAGE_SIZE }).check(z.minimum(1, PAGE_SIZE), z.maximum(20, PAGE_SIZE)), 5),
  }),
  {},
);
