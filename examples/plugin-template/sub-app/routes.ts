import { SubAppBlueprint } from '@portico/sdk';
import { MESSAGES } from '../page/messages';

/** The title of each page, by its path after /markets/<namespace>. */
export const TITLES = { '/': MESSAGES.title } as const;

/** A page of the sub-app: a path that has a title. */
export type PagePath = keyof typeof TITLES;

/**
 * The sub-app's pages, each written once: name → path and gate (a path without a title in TITLES
 * does not compile). `PAGES.refs.<name>` is each page's ref (its path and gate) for a public face.
 */
export const PAGES = SubAppBlueprint.pages({
  namespace: 'plugin-template',
  titles: TITLES,
  pages: { home: { path: '/', when: { loggedIn: true } } },
});
