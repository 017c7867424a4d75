import { AxeBuilder } from '@axe-core/playwright';
import axeCore, { type AxeResults, type ElementContext, type Result, type RunOptions } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { startNginx, type Nginx } from '../nginx/nginx';

/**
 * The running test's own dev session: what it changes in the dev API (messages read, columns saved,
 * money transferred …) no other test sees, so tests may run side by side on the shared servers.
 */
export function testSession(): string {
  const { testId, retry, repeatEachIndex } = test.info();
  return `t${testId}-${repeatEachIndex}-${retry}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
}

/** The dev login's address for `scenario` in the running test's own session, back to `path`. */
export const loginUrl = (scenario: string, path = '/markets/') =>
  `/market/login/index.html?scenario=${scenario}&session=${testSession()}&redirect=${encodeURIComponent(path)}`;

/**
 * Logs in through the dev login page in the test's own session (sets the `adstk` cookie) and waits
 * for the first screen.
 */
export async function loginAs(page: Page, scenario: string, path = '/markets/'): Promise<void> {
  await page.goto(loginUrl(scenario, path));
  await portalReady(page);
}

/** Waits until the shell marks the first screen interactive. */
export async function portalReady(page: Page): Promise<void> {
  // Boot waits on chunks and the session calls; a loaded CI machine can take tens of seconds.
  await expect(page.locator('html')).toHaveAttribute('data-portal-ready', 'true', { timeout: 60_000 });
}

/**
 * Client-side navigation made outside the router, as a link of a sub-app's own router makes it:
 * `history.pushState` and a `popstate` event, which the portal's router follows.
 */
export const pushPath = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The scripts the page fetched before `portal:ready` (file names under /assets/), from its resource timings. */
export const scriptsBeforeReady = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const ready = performance.getEntriesByName('portal:ready', 'mark')[0].startTime;
    return performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime < ready && /\/assets\/.*\.js$/.test(r.name))
      .map((r) => r.name.replace(/^.*\/assets\//, ''));
  });

/** The header's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The `<h1>` of the current page. */
export const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });

const formatViolations = (label: string, violations: readonly Result[]) =>
  [
    `${label}: ${violations.length} serious or critical accessibility violation(s)`,
    ...violations.flatMap((v) => [
      `- ${v.id} (${v.impact}): ${v.help}`,
      ...v.nodes.flatMap((n) => [
        `    target: ${n.target.map((t) => (typeof t === 'string' ? t : JSON.stringify(t))).join(', ')}`,
        `    html:   ${n.html}`,
        ...(n.failureSummary ?? '').split('\n').map((line) => `      ${line}`),
      ]),
    ]),
  ].join('\n');

/** What axe checks: the whole page but Fluent's tabster dummy focus elements. */
const AXE_CONTEXT: ElementContext = { exclude: ['[data-tabster-dummy]'] };
/** Every rule axe enables, plus the experimental `label-content-name-mismatch` (WCAG 2.5.3). */
const AXE_OPTIONS: RunOptions = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * Runs axe-core on the page as it is now. A page without frames gets axe-core once (it stays on
 * `window` until the document is replaced) and `axe.run` in place: `AxeBuilder.analyze()` would
 * inject the 650 kB script again and open a blank page to merge the frames' results, for each
 * run, four times the cost of the run itself on a busy machine. A page with frames goes through
 * `AxeBuilder`, which injects axe into each frame and checks them all.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1)
    return new AxeBuilder({ page }).exclude('[data-tabster-dummy]').options(AXE_OPTIONS).analyze();
  const injected = await page.evaluate(() => typeof (window as { axe?: typeof axeCore }).axe?.run === 'function');
  if (!injected) await page.evaluate(axeCore.source);
  // Typed loosely across the boundary: the serialisable forms of axe's types are too deep for tsc.
  const run = ({ context, options }: { context: unknown; options: unknown }): Promise<unknown> =>
    (window as unknown as { axe: typeof axeCore }).axe.run(context as ElementContext, options as RunOptions);
  return (await page.evaluate(run, { context: AXE_CONTEXT as unknown, options: AXE_OPTIONS as unknown })) as AxeResults;
}

/**
 * Runs axe-core on the page as it is now and fails on any violation of impact serious or
 * critical, naming the rule, the target selectors and the HTML of each element. Every rule axe
 * enables runs, plus the experimental `label-content-name-mismatch` (WCAG 2.5.3 label in name);
 * only Fluent's tabster dummy focus elements are left out. Call it once the page or overlay under
 * test is visible: it waits for finite animations (Fluent's motion) to end, so that colours are
 * checked in their final state.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  const result = await runAxe(page);
  const violations = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.length, formatViolations(label, violations)).toBe(0);
}

/**
 * Watches a page for XSS: installs `window.__xss` (what the corpus payloads would call) as a
 * recorder before any script runs, and records every browser dialog (dismissed). Call before
 * the page loads; read `ran()` and `dialogs` at the end.
 */
export async function watchForXss(page: Page): Promise<{ ran(): Promise<number[]>; readonly dialogs: string[] }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssRan: number[] };
    w.__xssRan = [];
    w.__xss = (n) => w.__xssRan.push(n);
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { ran: () => page.evaluate(() => (window as unknown as { __xssRan: number[] }).__xssRan), dialogs };
}

/** Every `href` left in `scope` points inside the portal's origin (no script, data or other host). */
export async function expectOnlySameOriginLinks(scope: import('@playwright/test').Locator): Promise<void> {
  for (const href of await scope.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/(?![/\\])/);
}

/**
 * Serves the release build (`dist-release/`) behind the nginx recipe, on its fixed port, for the
 * tests of the file or `describe` that calls it (their `baseURL` is its origin), and stops it after
 * them. Gives that origin.
 */
export function releaseBehindNginx(): string {
  const origin = `http://127.0.0.1:${PORTS.nginx}`;
  let nginx: Nginx | undefined;
  test.use({ baseURL: origin });
  test.beforeAll(async () => {
    nginx = await startNginx({ port: PORTS.nginx, dist: 'dist-release', api: `http://127.0.0.1:${PORTS.main}` });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });
  return origin;
}
