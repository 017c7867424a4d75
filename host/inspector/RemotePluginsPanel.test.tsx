import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import header from '../../plugins/header/plugin';
import { RemotePluginRecords } from '../remote-plugins/records';
import { INSPECTOR_PATH, inspectorPlugin } from './plugin';

describe('the inspector lists remote plugins (issue 37)', () => {
  it('with address, version, SDK range, state with its code, and load time, as they change', async () => {
    const records = new RemotePluginRecords();
    records.set('acme-weather', { from: 'https://plugins.example.com/acme/portico-plugin.json', state: 'loading' });
    records.set('old-one', {
      from: '/plugins/old/portico-plugin.json',
      version: '0.9.0',
      sdk: '^0.9.0',
      state: 'refused',
      code: 'PORTICO_E_PLUGIN_SDK_MISMATCH',
      reason: 'the plugin asks for SDK ^0.9.0; this portal’s SDK is 1.0.0',
      loadMs: 12,
    });
    const inspector = inspectorPlugin({
      catalog: [{ plugin: header, defaultEnabled: true }],
      config: {},
      subset: null,
      selected: ['header'],
      remotePlugins: () => records.list(),
    });
    await renderPortal({ plugins: [header, inspector], scenario: 'owner', route: INSPECTOR_PATH });
    await userEvent.click(await screen.findByRole('tab', { name: '远程插件' }));
    const table = screen.getByRole('table', { name: '远程插件' });
    const row = (id: string) => table.querySelector(`[data-remote-plugin="${id}"]`) as HTMLElement;
    expect(within(row('old-one')).getByText('已拒绝')).toBeInTheDocument();
    expect(within(row('old-one')).getByText('PORTICO_E_PLUGIN_SDK_MISMATCH')).toBeInTheDocument();
    expect(within(row('old-one')).getByText('^0.9.0')).toBeInTheDocument();
    expect(within(row('old-one')).getByText('12 ms')).toBeInTheDocument();
    expect(within(row('acme-weather')).getByText('加载中')).toBeInTheDocument();
    act(() => records.set('acme-weather', { state: 'loaded', version: '1.4.0', sdk: '^1.0.0', loadMs: 230.4 }));
    expect(within(row('acme-weather')).getByText('已加载')).toBeInTheDocument();
    expect(within(row('acme-weather')).getByText('1.4.0')).toBeInTheDocument();
    expect(within(row('acme-weather')).getByText('230 ms')).toBeInTheDocument();
    expect(
      within(row('acme-weather')).getByText('https://plugins.example.com/acme/portico-plugin.json'),
    ).toBeInTheDocument();
  });
});
