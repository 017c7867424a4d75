// The dpaManage sub-app's public face, imported as `@portico/plugin/dpa-manage`: the pages other
// plugins open (the toolbox flyout's 商品广告), with the gate its route registers with. Data only.
import { createRouteRef } from '@portico/sdk';
import { BASE, WHEN } from './routes';

/** Pages of the dpaManage sub-app that other plugins link to. */
export const dpaManageRoutes = {
  /** The sub-app's root: a prefix of all its pages (the flyout's 商品广告 opens it; banners are placed by it). */
  root: createRouteRef({ path: BASE }),
  /** 商品库. */
  library: createRouteRef({ path: `${BASE}/`, when: WHEN.owner }),
} as const;
