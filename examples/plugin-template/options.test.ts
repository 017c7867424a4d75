import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, optionsSchema } from './options';

describe('the options of portal.config.json', () => {
  it('defaults the limit, and keeps a given one', () => {
    expect(optionsSchema.safeParse(undefined)).toMatchObject({ success: true, data: { limit: DEFAULT_LIMIT } });
    expect(optionsSchema.safeParse({ limit: 5 })).toMatchObject({ success: true, data: { limit: 5 } });
  });

  it.each([0, 1000, 2.5, '5'])('refuses limit %j at its key', (limit) => {
    const result = optionsSchema.safeParse({ limit });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['limit'], 'must be a whole number from 1 to 999'],
    ]);
  });
});
