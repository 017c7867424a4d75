// The multipleCreative sub-app's public face, imported as `@portico/plugin/multiple-creative`:
// the pages other plugins open or place things on, with their gates. Data only.
import { createRouteRef } from '@portico/sdk';
import { BASE, WHEN } from './routes';

/** Pages of the multipleCreative sub-app that other plugins link to. */
export const multipleCreativeRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners are placed by it). */
  root: createRouteRef({ path: BASE }),
  /** Its home. */
  home: createRouteRef({ path: `${BASE}/`, when: WHEN.owner }),
} as const;
