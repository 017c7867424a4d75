import { expect, test, type Page } from '@playwright/test';
import { MESSAGES as CREATIVE } from '../../plugins/creative/messages';
import { MESSAGES as DPA } from '../../plugins/dpa-manage/messages';
import { MESSAGES as FINANCE } from '../../plugins/finance/messages';
import { MESSAGES as MULTIPLE_CREATIVE } from '../../plugins/multiple-creative/messages';
import { MESSAGES as REPORT } from '../../plugins/report/messages';
import { MESSAGES as TOOLBOX } from '../../plugins/toolbox/messages';
import { SIZES, sizeName } from './screen-checks';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';

// Issue 40: axe clean on every page at 1024, 1280, 1366 and 1440 px. The pages come from the
// sub-apps' own title maps (a page added there is checked here without a change), each opened by
// an account that reaches it; one test per page, which logs in once and runs axe at the four sizes
// in turn (the window resized in place: the header measures again, the tables fit again). The
// lists are checked by axe-widths-agency.spec.ts (AGENCY_PAGES), axe-widths-owner.spec.ts
// (OWNER_PAGES) and axe-widths-toolbox-1.spec.ts and -2 (the halves of TOOLBOX_PAGES): files of at
// most ~16 pages, a few minutes each on one worker on the busy two-core machine.

/** A page of the portal: its address, who opens it, and the <h1> that says it has arrived. */
export interface AxePage {
  readonly path: string;
  readonly scenario: string;
  readonly title: string;
}

/** Who opens a page of a sub-app, by its path after the namespace. */
type Opener = (path: string) => string;

const pagesOf = (
  namespace: string,
  titles: Readonly<Record<string, string>>,
  opener: Opener,
  skip: readonly string[] = [],
): AxePage[] =>
  Object.entries(titles)
    .filter(([path]) => !skip.includes(path))
    .map(([path, title]) => {
      const scenario = opener(path);
      // Agency roles open their pages with ?agency=true, as the header's links do (spec §2.3).
      const agency = scenario === 'agency' || scenario.startsWith('operator');
      return { path: `/markets/${namespace}${path}${agency ? '?agency=true' : ''}`, scenario, title };
    });

/** The agency's pages are under /agency/ (report) or are the agency's own (finance); the rest the owner's. */
const agencyUnder: Opener = (path) => (path.startsWith('/agency') || path === '/home/subclient' ? 'agency' : 'owner');

/** The owner's home, the three tables, creative, 商品库, 游戏内推广, reports and finance. */
export const OWNER_PAGES: readonly AxePage[] = [
  { path: '/markets/manage/IndexManage', scenario: 'owner', title: '首页' },
  { path: '/markets/manage/PlanManage', scenario: 'owner', title: '计划管理' },
  { path: '/markets/manage/GroupManage', scenario: 'owner', title: '广告组管理' },
  { path: '/markets/manage/CreativeManage', scenario: 'owner', title: '创意管理' },
  ...pagesOf('creative', CREATIVE.titles, () => 'owner'),
  ...pagesOf('dpaManage', DPA.titles, () => 'owner'),
  ...pagesOf('multipleCreative', MULTIPLE_CREATIVE.titles, () => 'owner'),
  ...pagesOf('report', REPORT.titles, agencyUnder).filter((p) => p.scenario === 'owner'),
  ...pagesOf('finance', FINANCE.titles, agencyUnder).filter((p) => p.scenario === 'owner'),
];

/** Toolbox pages opened by another account than the owner (their gates, `plugins/toolbox/routes.ts`). */
const TOOLBOX_OPENERS: Readonly<Record<string, string>> = {
  '/agencyMultChangPassword': 'operator-admin',
  '/pushAccountManage': 'push-user',
};

/** Every toolbox page (spec §2.2 "Toolbox"). */
export const TOOLBOX_PAGES: readonly AxePage[] = pagesOf(
  'toolbox',
  TOOLBOX.titles,
  (path) => TOOLBOX_OPENERS[path] ?? 'owner',
);

/**
 * The first or the second half of {@link TOOLBOX_PAGES} (its ~30 pages are two spec files, each
 * no longer than the agency's); a page added to the toolbox lands in one of them.
 */
export const toolboxHalf = (half: 1 | 2): readonly AxePage[] => {
  const middle = Math.ceil(TOOLBOX_PAGES.length / 2);
  return half === 1 ? TOOLBOX_PAGES.slice(0, middle) : TOOLBOX_PAGES.slice(middle);
};

/** The agency's and the operators' pages. */
export const AGENCY_PAGES: readonly AxePage[] = [
  { path: '/markets/manage/agency/home', scenario: 'agency', title: '代理商首页' },
  { path: '/markets/manage/agency/AccountManage?agency=true', scenario: 'agency', title: '账户管理' },
  { path: '/markets/manage/agency/ClientManage?agency=true', scenario: 'agency', title: '客户管理' },
  { path: '/markets/manage/agency/OperatorManage?agency=true', scenario: 'operator-admin', title: '运营人员管理' },
  { path: '/markets/manage/agency/home', scenario: 'operator-ads', title: '代理商首页' },
  ...pagesOf('report', REPORT.titles, agencyUnder).filter((p) => p.scenario === 'agency'),
  ...pagesOf('finance', FINANCE.titles, agencyUnder).filter((p) => p.scenario === 'agency'),
  { path: '/markets/finance/home?agency=true', scenario: 'agency', title: '代理商财务' },
  { path: '/markets/manage/', scenario: 'supervised', title: '首页' },
];

/** Two frames: what a resize sets off (the header's measuring, a table's fitting) has painted. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Defines one test per page: logged in, arrived (its <h1>, nothing loading), axe at every size. */
export function axeEveryPageAtEverySize(pages: readonly AxePage[]): void {
  for (const { path, scenario, title } of pages)
    test(`${path} (${scenario}): axe clean at ${SIZES.map((s) => s.width).join(', ')} px`, async ({ page }) => {
      await page.setViewportSize(SIZES[0]);
      await loginAs(page, scenario, path);
      await expect(pageTitle(page)).toContainText(title);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await settle(page);
        await expectNoSeriousA11yViolations(page, `${path} (${scenario}) at ${sizeName(size)}`);
      }
    });
}
