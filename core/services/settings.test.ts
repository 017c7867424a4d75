import { http } from '@portico/dev';
import { describe, expect, it } from 'vitest';
import { createUrlPolicy, requestPlace } from './url-policy';
import { apiPath, createSettingsHandlers, handlersFetch, ok } from '@portico/dev';
import { ApiError, DefaultRequestService } from '../request';
import { DefaultNavigationService } from './navigation';
import { DefaultNotifierService } from './notifier';
import { DefaultSettingsService, SETTINGS_API } from './settings';
import type { RequestHandler } from '@portico/dev';

function setup(token = 'dev-owner', overrides: RequestHandler[] = []) {
  const wire = handlersFetch([...overrides, ...createSettingsHandlers()]);
  const notifier = new DefaultNotifierService();
  const location = {
    href: 'http://localhost:3000/markets/',
    origin: 'http://localhost:3000',
    assign: () => undefined,
    open: () => undefined,
  };
  const request = new DefaultRequestService(
    notifier,
    new DefaultNavigationService(location),
    {
      token: () => token,
      multiAccessId: () => null,
      place: (url) => requestPlace(createUrlPolicy('http://localhost:3000'), url),
      saveFile: () => undefined,
      now: () => 1,
    },
    wire.fetch,
  );
  return { settings: new DefaultSettingsService(request), wire, notifier };
}

describe('SettingsService against the dev API', () => {
  it('reads an owner setting by settingKey, form-encoded', async () => {
    const { settings, wire } = setup();
    expect(await settings.ownerSetting('login_agreement')).toEqual({
      ownerId: 200001,
      settingKey: 'login_agreement',
      settingValue: 'agreement_v2025',
    });
    const [sent] = wire.requests;
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).pathname).toBe(SETTINGS_API.ownerSetting);
    expect(sent.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await sent.text()).toBe('settingKey=login_agreement');
    expect(sent.headers.get('tk')).toBe('dev-owner');
  });

  it('gives null for a setting the owner does not have', async () => {
    expect(await setup().settings.ownerSetting('no_such_key')).toBeNull();
  });

  it('reads every personal config as a map', async () => {
    const owner = await setup('dev-owner').settings.personalConfigs();
    expect(owner).toMatchObject({ homeGuideVersion: '3' });
    // The DMP agreement as the dev owner has it signed (read by @portico/ads' isDmpSigned).
    expect(JSON.parse(owner.oppoDmpSignInfo)).toMatchObject({ sign: 1 });
    expect(JSON.parse((await setup('dev-agency').settings.personalConfigs()).oppoDmpSignInfo)).toMatchObject({
      sign: 0,
    });
  });

  it('adds a personal config with configCode and configValue in the query string and no body', async () => {
    const { settings, wire, notifier } = setup();
    await settings.addPersonalConfig('homeGuideVersion', '4 新版&引导');
    const sent = wire.requests[0];
    const url = new URL(sent.url);
    expect(sent.method).toBe('POST');
    expect(url.pathname).toBe(SETTINGS_API.personalConfigAdd);
    expect(url.search).toBe('?configCode=homeGuideVersion&configValue=4+%E6%96%B0%E7%89%88%26%E5%BC%95%E5%AF%BC');
    expect(await sent.text()).toBe('');
    expect((await settings.personalConfigs()).homeGuideVersion).toBe('4 新版&引导');
    expect(notifier.notices).toEqual([]);
  });

  it('keeps personal config per session', async () => {
    const handlers = createSettingsHandlers();
    const make = (token: string) => {
      const wire = handlersFetch(handlers);
      const location = {
        href: 'http://localhost:3000/',
        origin: 'http://localhost:3000',
        assign: () => undefined,
        open: () => undefined,
      };
      return new DefaultSettingsService(
        new DefaultRequestService(
          new DefaultNotifierService(),
          new DefaultNavigationService(location),
          {
            token: () => token,
            multiAccessId: () => null,
            place: (url) => requestPlace(createUrlPolicy('http://localhost:3000'), url),
            saveFile: () => undefined,
            now: () => 1,
          },
          wire.fetch,
        ),
      );
    };
    await make('dev-owner').addPersonalConfig('theme', 'dark');
    expect((await make('dev-owner').personalConfigs()).theme).toBe('dark');
    expect((await make('dev-sub-owner').personalConfigs()).theme).toBeUndefined();
  });

  it('shows no automatic message when saving a personal config fails', async () => {
    const failing = http.post(apiPath(SETTINGS_API.personalConfigAdd), () =>
      Response.json({ code: 500100, msg: '保存失败', data: null }),
    );
    const { settings, notifier } = setup('dev-owner', [failing]);
    const error = await settings.addPersonalConfig('a', 'b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(500100);
    expect(notifier.notices).toEqual([]);
  });

  it('the dev API refuses configCode sent in the body, as the real server does', async () => {
    const { fetch } = handlersFetch(createSettingsHandlers());
    const res = await fetch(SETTINGS_API.personalConfigAdd, {
      method: 'POST',
      headers: { tk: 'dev-owner', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'configCode=a&configValue=b',
    });
    expect(((await res.json()) as { code: number }).code).toBe(400);
  });

  it('reads dictionary items once per type (login_agreement)', async () => {
    const { settings, wire } = setup();
    const items = await settings.dictionary('login_agreement');
    expect(items.map((i) => i.dictLabel)).toEqual([
      '《广告投放服务协议》（2023年版）',
      '《广告投放服务协议》（2025年版）',
    ]);
    expect(items[1]).toEqual({
      dictType: 'login_agreement',
      dictLabel: '《广告投放服务协议》（2025年版）',
      dictValue: 'agreement_v2025',
      dictSort: 2,
    });
    await settings.dictionary('login_agreement');
    expect(wire.requests).toHaveLength(1);
    expect(await wire.requests[0].text()).toBe('type=login_agreement');
    expect(await settings.dictionary('no_such_type')).toEqual([]);
  });

  it('every scenario has agreed to the current login agreement (the second item); posting a value changes that session only', async () => {
    const { fetch } = handlersFetch(createSettingsHandlers());
    const post = async (token: string, path: string, body: string): Promise<unknown> => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { tk: token, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      return ((await res.json()) as { data: unknown }).data;
    };
    const agreed = async (token: string) => {
      const setting = (await post(token, SETTINGS_API.ownerSetting, 'settingKey=login_agreement')) as {
        settingValue: string;
      };
      const items = (await post(token, SETTINGS_API.dicItems, 'type=login_agreement')) as Array<{ dictValue: string }>;
      return setting.settingValue === items[1].dictValue;
    };
    expect(await agreed('dev-owner')).toBe(true);
    expect(await agreed('dev-agency')).toBe(true);
    await post('dev-owner', SETTINGS_API.ownerSetting, 'settingKey=login_agreement&settingValue=agreement_v2023');
    expect(await agreed('dev-owner')).toBe(false);
    expect(await agreed('dev-sub-owner')).toBe(true);
  });

  it.each<[string, unknown, unknown]>([
    [
      'a list of settings',
      [
        { ownerId: 1, settingKey: 'other', settingValue: 'x' },
        { ownerId: 1, settingKey: 'k', settingValue: 7 },
      ],
      { ownerId: 1, settingKey: 'k', settingValue: '7' },
    ],
    ['null', null, null],
    ['a setting without value', { ownerId: 1, settingKey: 'k', settingValue: null }, null],
    ['text', 'weird', null],
  ])('reads an owner setting answered as %s', async (_, data, expected) => {
    const { settings } = setup('dev-owner', [http.post(apiPath(SETTINGS_API.ownerSetting), () => ok(data))]);
    expect(await settings.ownerSetting('k')).toEqual(expected);
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['a map', { a: '1', b: { sign: 1 } }, { a: '1', b: '{"sign":1}' }],
    ['null', null, {}],
    ['a list with junk', [{ configCode: 'a', configValue: 2 }, null, { configValue: 'x' }], { a: '2' }],
  ])('reads personal configs answered as %s', async (_, data, expected) => {
    const { settings } = setup('dev-owner', [http.post(apiPath(SETTINGS_API.personalConfigGetAll), () => ok(data))]);
    expect(await settings.personalConfigs()).toEqual(expected);
  });

  it('reads dictionary items answered as { items }', async () => {
    const { settings } = setup('dev-owner', [
      http.post(apiPath(SETTINGS_API.dicItems), () => ok({ items: [{ dictLabel: '甲', dictValue: 'a' }, 'junk'] })),
    ]);
    expect(await settings.dictionary('t')).toEqual([{ dictType: 't', dictLabel: '甲', dictValue: 'a', dictSort: 0 }]);
  });
});
