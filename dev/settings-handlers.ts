import { http, type RequestHandler } from 'msw';
import { SETTINGS_API } from '@portico/core';
import { devState } from './dev-state';
import { apiPath, fail, ok, paramsOf, sessionKey, withScenario } from './envelope';
import type { ScenarioAccount } from './scenarios';
import { DICTIONARIES, initialOwnerSettings, initialPersonalConfigs } from './settings-fixtures';

interface SessionSettings {
  readonly owner: Record<string, string>;
  readonly personal: Record<string, string>;
}

/**
 * Dev API of owner settings, personal config and dictionaries (spec §7). Each session (the `tk`
 * token) gets its own mutable copy of its scenario's settings. `personalConfig/add` accepts
 * configCode and configValue only in the query string, as the real server does. Call it again
 * for a fresh state (tests do, per test).
 */
export function createSettingsHandlers(): RequestHandler[] {
  const sessions = devState(new Map<string, SessionSettings>());
  const stateOf = (scenario: ScenarioAccount, request: Request): SessionSettings => {
    const token = sessionKey(scenario, request);
    let state = sessions.get(token);
    if (!state) {
      state = { owner: initialOwnerSettings(scenario.name), personal: initialPersonalConfigs(scenario.name) };
      sessions.set(token, state);
    }
    return state;
  };

  return [
    http.post(
      apiPath(SETTINGS_API.ownerSetting),
      withScenario(async (scenario, request) => {
        const p = await paramsOf(request);
        if (!p.settingKey) return fail(400, '参数错误：settingKey 不能为空');
        const state = stateOf(scenario, request);
        if (p.settingValue !== undefined) state.owner[p.settingKey] = p.settingValue;
        return ok({
          ownerId: scenario.info?.ownerId ?? 0,
          settingKey: p.settingKey,
          settingValue: state.owner[p.settingKey] ?? null,
        });
      }),
    ),
    http.post(
      apiPath(SETTINGS_API.personalConfigGetAll),
      withScenario((scenario, request) =>
        ok(
          Object.entries(stateOf(scenario, request).personal).map(([configCode, configValue]) => ({
            configCode,
            configValue,
          })),
        ),
      ),
    ),
    http.post(
      apiPath(SETTINGS_API.personalConfigAdd),
      withScenario((scenario, request) => {
        const query = new URL(request.url).searchParams;
        const configCode = query.get('configCode');
        const configValue = query.get('configValue');
        if (!configCode || configValue === null) return fail(400, '参数错误：configCode 和 configValue 须在查询参数中');
        stateOf(scenario, request).personal[configCode] = configValue;
        return ok(null);
      }),
    ),
    http.post(apiPath(SETTINGS_API.dicItems), async ({ request }) => {
      const { type = '' } = await paramsOf(request);
      return ok((DICTIONARIES[type] ?? []).map((item, index) => ({ dictType: type, dictSort: index + 1, ...item })));
    }),
  ];
}
