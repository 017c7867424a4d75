import { AGENCY_PAGES, axeEveryPageAtEverySize } from './axe-pages';

// Issue 40: axe clean at 1024, 1280, 1366 and 1440 px, the agency's and the operators' pages (and the
// supervised owner's home). The owner's pages and the toolbox's are listed in axe-pages.ts too
// (OWNER_PAGES, TOOLBOX_PAGES), each for a file of its own like this one: 16 pages here take about
// 8 minutes on the busy two-core machine.
axeEveryPageAtEverySize(AGENCY_PAGES);
