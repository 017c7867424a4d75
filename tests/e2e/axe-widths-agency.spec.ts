import { AGENCY_PAGES, axeEveryPageAtEverySize } from './axe-pages';

// Issue 40: axe clean at 1024, 1280, 1366 and 1440 px, the agency's and the operators' pages (and the
// supervised owner's home). The owner's pages and the toolbox's have files of their own like this
// one (axe-widths-owner.spec.ts, axe-widths-toolbox-1.spec.ts and -2), so that no file runs much longer
// than these 16 pages on one worker on the busy two-core machine.
axeEveryPageAtEverySize(AGENCY_PAGES);
