import { axeEveryPageAtEverySize, toolboxHalf } from './axe-pages';

// Issue 40: axe clean at 1024, 1280, 1366 and 1440 px, the second half of the toolbox's pages
// (TOOLBOX_PAGES in axe-pages.ts; the first half is axe-widths-toolbox-1.spec.ts).
axeEveryPageAtEverySize(toolboxHalf(2));
