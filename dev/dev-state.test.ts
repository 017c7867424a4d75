import { describe, expect, it } from 'vitest';
import { SETTINGS_API } from '@portico/core';
import { devState, resetDevState } from './dev-state';
import { handlersFetch } from './handlers-fetch';
import { createSettingsHandlers } from './settings-handlers';

describe('dev API state: resetDevState', () => {
  it("gives handlers made once (a module's, kept between test files) their first state again", async () => {
    const { fetch } = handlersFetch(createSettingsHandlers());
    const setting = async (settingValue?: string) => {
      const body = new URLSearchParams({ settingKey: 'portico.test.key' });
      if (settingValue !== undefined) body.set('settingValue', settingValue);
      const res = await fetch(SETTINGS_API.ownerSetting, { method: 'POST', headers: { tk: 'dev-owner' }, body });
      return ((await res.json()) as { data: { settingValue: string | null } }).data.settingValue;
    };
    expect(await setting()).toBeNull();
    expect(await setting('changed')).toBe('changed');
    expect(await setting()).toBe('changed');

    resetDevState();
    expect(await setting()).toBeNull();
  });

  it('resets other state with its own reset, which gets the state', () => {
    const counter = devState({ next: 1 }, (s) => (s.next = 1));
    const seen = devState(new Set<string>(['a']));
    counter.next += 5;
    resetDevState();
    expect(counter.next).toBe(1);
    expect(seen.size).toBe(0);
  });
});
