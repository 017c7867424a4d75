/**
 * The plugin's own calls (ours: the spec names none of them). Its dev-api.ts answers each in
 * development and tests; keep every path here, never as a literal elsewhere.
 */
export const API = {
  /** The user's to-do summary: `{ count, list: [{ id, title, time }] }`. */
  summary: '/v2/ext/plugin-template/summary',
} as const;

/** One to-do item as the plugin uses it. */
export interface TodoItem {
  readonly id: number;
  readonly title: string;
  readonly time: string;
}
