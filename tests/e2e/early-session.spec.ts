// The session before the bundle (host/index.html's early script, host/early.ts): the calls leave for
// the portal's origin at once, without waiting for the config (whose callback, like every other of
// the page, cannot run while main.js evaluates), and the runtime adopts them once the config has
// confirmed that origin — each call sent once.
import { expect, test, type Request } from '@playwright/test';
import { loginAs } from './support';

const SESSION = /\/v[23]\/communal\/(owner\/info|auth\/query|owner\/customer\/qualification\/status)$/;

test('owner/info and the calls after it leave before the config answers; the portal boots on them, each sent once', async ({
  page,
}) => {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (SESSION.test(new URL(r.url()).pathname)) sent.push(r);
  });
  let seen!: () => void;
  const allThree = new Promise<void>((ok) => (seen = ok));
  page.on('request', () => sent.length >= 3 && seen());
  const configHeld: string[] = [];
  await page.route('**/portal.config.json', async (route) => {
    // Answered only once the three session calls have left (or after 10 s: the test then fails below).
    await Promise.race([allThree, new Promise((r) => setTimeout(r, 10_000))]);
    configHeld.push(...sent.map((r) => new URL(r.url()).pathname));
    await route.fallback();
  });
  await loginAs(page, 'owner', '/markets/manage/');
  expect(configHeld).toEqual([
    '/v2/communal/owner/info',
    '/v2/communal/auth/query',
    '/v3/communal/owner/customer/qualification/status',
  ]);
  // Adopted, not sent again by the runtime; the account shows.
  expect(sent.map((r) => new URL(r.url()).pathname)).toHaveLength(3);
  await expect(page.getByRole('banner')).toContainText('杭州云帆网络科技有限公司');
});
