/**
 * The plugin's own call, sent through the portal's request service (its token scope, its URL
 * policy). Keep every path here, never as a literal elsewhere.
 */
export const API = {
  /** Today's weather of a city: `{ city, text, temp }`. */
  weather: '/v2/ext/acme-weather/weather',
} as const;

/** Today's weather as the plugin shows it. */
export interface Weather {
  readonly city: string;
  readonly text: string;
  readonly temp: number;
}
