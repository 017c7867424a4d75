import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { apiPath, fail, http, ok, paramsOf } from '@portico/dev';
import { definePlugin, lifecycleRef, PageBlueprint } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import { optionsSchema } from './options';

const SETTING = '/v2/communal/owner/setting';
const DICTIONARY = '/v2/open/tool/dicItems';

/** Answers owner/setting from `values` (settingKey → value); records the keys asked. */
function settings(values: Record<string, string | null>) {
  const asked: string[] = [];
  const handler = http.post(apiPath(SETTING), async ({ request }) => {
    const { settingKey } = await paramsOf(request);
    asked.push(settingKey);
    return ok({ ownerId: 200001, settingKey, settingValue: values[settingKey] ?? null });
  });
  return { asked, handler };
}

const settle = () => new Promise((r) => setTimeout(r, 200));

describe('login agreement', () => {
  it('lets in a user whose setting equals the second dictionary item (the dev fixtures)', async () => {
    const { location } = await renderPortal({ plugins: [plugin], route: '/markets/manage/' });
    await settle();
    expect(location.assigned).toEqual([]);
  });

  it('sends a user who agreed to an older agreement to the agreement page with the way back', async () => {
    const s = settings({ login_agreement: 'agreement_v2023' });
    const { location } = await renderPortal({ plugins: [plugin], route: '/markets/manage/', handlers: [s.handler] });
    await vi.waitFor(() => expect(location.assigned).toHaveLength(1));
    expect(location.assigned[0]).toMatch(/^\/market\/agreement\/index\.html\?redirect=%2F/);
    expect(s.asked.sort()).toEqual(['login_agreement', 'login_agreement_admin']);
  });

  it('the admin setting true turns the check off', async () => {
    const s = settings({ login_agreement: 'agreement_v2023', login_agreement_admin: 'true' });
    const { location } = await renderPortal({ plugins: [plugin], handlers: [s.handler] });
    await settle();
    expect(location.assigned).toEqual([]);
  });

  it('uses the agreement address of the plugin options', async () => {
    const s = settings({ login_agreement: 'none' });
    const { location } = await renderPortal({
      plugins: [plugin],
      handlers: [s.handler],
      options: { 'login-agreement': { agreementUrl: '/market/agreement/v2.html' } },
    });
    await vi.waitFor(() => expect(location.assigned[0]).toMatch(/^\/market\/agreement\/v2\.html\?redirect=/));
  });

  it.each([
    ['the dictionary', http.post(apiPath(DICTIONARY), () => fail(500, '字典服务异常'))],
    ['the setting', http.post(apiPath(SETTING), () => fail(500, '设置服务异常'))],
  ])('a failing %s call lets the user in and is logged', async (_what, handler) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { location } = await renderPortal({ plugins: [plugin], handlers: [handler] });
    await vi.waitFor(() => expect(warn.mock.calls.some((c) => String(c[0]).includes('login-agreement'))).toBe(true));
    expect(location.assigned).toEqual([]);
    warn.mockRestore();
  });

  it('checks only once the portal is ready: its calls do not hold up the first screen', async () => {
    const s = settings({ login_agreement: 'agreement_v2023' });
    // A page whose chunk never arrives: the portal stays short of ready.
    const slow = definePlugin({
      id: 'slow-page',
      title: '慢页面',
      contributes: [
        PageBlueprint.make({
          name: 'slow',
          path: '/markets/slow/',
          title: '慢页面',
          loader: () => new Promise<never>(() => undefined),
        }),
      ],
    });
    const { location, runtime } = await renderPortal({
      plugins: [plugin, slow],
      route: '/markets/slow/',
      handlers: [s.handler],
    });
    await settle();
    expect(s.asked).toEqual([]);
    // The shell's slots follow the phase: they render again as it moves.
    act(() => runtime.container.resolve(lifecycleRef).advance('ready'));
    await vi.waitFor(() => expect(location.assigned).toHaveLength(1));
    expect(s.asked.sort()).toEqual(['login_agreement', 'login_agreement_admin']);
  });

  it('logged-out visitors are not checked', async () => {
    const s = settings({});
    await renderPortal({ plugins: [plugin], scenario: 'logged-out', handlers: [s.handler] });
    await settle();
    expect(s.asked).toEqual([]);
  });

  it('refuses an agreement address off the origin', () => {
    expect(optionsSchema.safeParse({ agreementUrl: '//evil.example.com/' }).success).toBe(false);
    expect(optionsSchema.safeParse({ agreementUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
