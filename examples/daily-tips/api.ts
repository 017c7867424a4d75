/** Path of the tips call (served by this plugin's dev-api.ts in development). */
export const TIPS_PATH = '/v2/examples/dailyTips/list';

/** One tip. */
export interface Tip {
  readonly id: number;
  readonly title: string;
  readonly body: string;
}
