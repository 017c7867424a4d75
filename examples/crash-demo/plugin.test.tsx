import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import header from '../../plugins/header/plugin';

describe('crash-demo', () => {
  it('is contained: fallback names the plugin, the header still works', async () => {
    const { diagnostics } = await renderPortal({ plugins: [header, plugin], scenario: 'owner', route: '/markets/x' });
    expect(await screen.findByText('「crash-demo」出现异常，其余功能不受影响')).toBeInTheDocument();
    // Queried and checked in one pass: the account menu's trigger is replaced by the loaded menu's
    // own (MenuOnIntent), so an element found earlier may be gone by the time it is checked.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /账户菜单：杭州云帆网络科技有限公司/ })).toBeInTheDocument(),
    );
    expect(diagnostics.some((d) => d.code === 'PORTICO_E_CONTRIBUTION_CRASHED' && d.pluginId === 'crash-demo')).toBe(
      true,
    );
  });
});
