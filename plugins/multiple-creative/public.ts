// The multipleCreative sub-app's public face, imported as `@portico/plugin/multiple-creative`:
// the pages other plugins open or place things on, each ref made from the page's one record. Data only.
import { PAGES } from './routes';

/** Pages of the multipleCreative sub-app that other plugins link to. */
export const multipleCreativeRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners are placed by it). */
  root: PAGES.root,
  /** Its home. */
  home: PAGES.refs.home,
} as const;
