import { axeEveryPageAtEverySize, toolboxHalf } from './axe-pages';

// Issue 40: axe clean at 1024, 1280, 1366 and 1440 px, the first half of the toolbox's pages
// (TOOLBOX_PAGES in axe-pages.ts; the second half is axe-widths-toolbox-2.spec.ts).
axeEveryPageAtEverySize(toolboxHalf(1));
