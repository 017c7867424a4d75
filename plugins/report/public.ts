// The report sub-app's public face, imported as `@portico/plugin/report`: the pages other plugins
// open or place things on, each with the gate its route registers with. Data only.
import { createRouteRef } from '@portico/sdk';
import { BASE, WHEN } from './routes';

/** Pages of the report sub-app that other plugins link to. */
export const reportRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners and popups are placed by it). */
  root: createRouteRef({ path: BASE }),
  /** The overview (the owners' or, with `agency=true`, the agency side's). */
  overview: createRouteRef({ path: `${BASE}/`, when: WHEN.anyReport }),
} as const;
