import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import header from '../../plugins/header/plugin';

describe('crash-demo', () => {
  it('is contained: fallback names the plugin, the header still works', async () => {
    const { diagnostics } = await renderPortal({ plugins: [header, plugin], scenario: 'owner', route: '/markets/x' });
    expect(await screen.findByText('「crash-demo」出现异常，其余功能不受影响')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /账户菜单：杭州云帆网络科技有限公司/ })).toBeInTheDocument();
    expect(diagnostics.some((d) => d.code === 'PORTICO_E_CONTRIBUTION_CRASHED' && d.pluginId === 'crash-demo')).toBe(
      true,
    );
  });
});
