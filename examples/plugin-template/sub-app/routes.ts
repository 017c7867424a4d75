import type { SubAppPage } from '@portico/sdk';
import { MESSAGES } from '../page/messages';

/** The title of each page, by its path after /markets/<namespace>. */
export const TITLES = { '/': MESSAGES.title } as const;

/** A page of the sub-app: a path that has a title. */
export type PagePath = keyof typeof TITLES;

/** The sub-app's pages: path and gate (a path without a title in TITLES does not compile). */
export const ROUTES: ReadonlyArray<SubAppPage<PagePath>> = [{ path: '/', when: { loggedIn: true } }];
