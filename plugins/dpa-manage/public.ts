// The dpaManage sub-app's public face, imported as `@portico/plugin/dpa-manage`: the pages other
// plugins open (the toolbox flyout's 商品广告), its ref made from the page's one record (routes.ts). Data only.
import { PAGES } from './routes';

/** Pages of the dpaManage sub-app that other plugins link to. */
export const dpaManageRoutes = {
  /** The sub-app's root: a prefix of all its pages (the flyout's 商品广告 opens it; banners are placed by it). */
  root: PAGES.root,
  /** 商品库. */
  library: PAGES.refs.library,
} as const;
