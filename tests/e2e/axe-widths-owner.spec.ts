import { axeEveryPageAtEverySize, OWNER_PAGES } from './axe-pages';

// Issue 40: axe clean at 1024, 1280, 1366 and 1440 px, the owner's pages: the home, the three
// tables, creative, 商品库, 游戏内推广, reports and finance (the list in axe-pages.ts).
axeEveryPageAtEverySize(OWNER_PAGES);
