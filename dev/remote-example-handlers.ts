import { http, type RequestHandler } from 'msw';
import { apiPath, ok, paramsOf } from './envelope';

/** The call of examples/remote-weather (acme-weather): today's weather of its `city` option. */
export const REMOTE_EXAMPLE_WEATHER_API = '/v2/ext/acme-weather/weather';

/**
 * The backend of the example remote plugin, as its team would run it: the dev server answers it so
 * that the plugin, listed by `from` or `?plugin-from=` (docs/remote-plugins.md), shows its widget
 * with data. Sunny and 21 °C in every city.
 */
export const remoteExampleHandlers: RequestHandler[] = [
  http.post(apiPath(REMOTE_EXAMPLE_WEATHER_API), async ({ request }) => {
    const { city } = await paramsOf(request);
    return ok({ city: city || '杭州', text: '晴', temp: 21 });
  }),
];
