// The report sub-app's public face, imported as `@portico/plugin/report`: the pages other plugins
// open or place things on. Each ref comes from the page's one record (routes.ts). Data only.
import { PAGES } from './routes';

/** Pages of the report sub-app that other plugins link to. */
export const reportRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners and popups are placed by it). */
  root: PAGES.root,
  /** The overview (the owners' or, with `agency=true`, the agency side's). */
  overview: PAGES.refs.overview,
} as const;
