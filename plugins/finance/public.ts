// The finance sub-app's public face, imported as `@portico/plugin/finance`: the pages other
// plugins open or place things on, each with the gate its route registers with. Data only.
import { createRouteRef } from '@portico/sdk';
import { BASE, WHEN } from './routes';

/** Pages of the finance sub-app that other plugins link to. */
export const financeRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners and popups are placed by it). */
  root: createRouteRef({ path: BASE }),
  /** The overview (the owners' or, with `agency=true`, the agency side's). */
  home: createRouteRef({ path: `${BASE}/home`, when: WHEN.anyFinance }),
} as const;
