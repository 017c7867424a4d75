import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageBlueprint, definePlugin } from '@portico/sdk';
import { AdCreationNotice } from '@portico/ui';
import { renderPortal } from '@portico/sdk/testing';
import toolbox from '../../plugin';
import { toolboxRoutes } from '../../public';
import { toolboxHandlers } from '../../dev-api';

// The UI kit cannot import a plugin: its 前往资质管理 names the page by a route ref of its own.
// It must be the page the toolbox registers and publishes as toolboxRoutes.qualification.
const demo = definePlugin({
  id: 'notice-demo',
  contributes: [
    PageBlueprint.make({
      path: '/markets/demo/ads',
      title: '投放示例',
      loader: async () => ({ default: () => <AdCreationNotice /> }),
    }),
  ],
});

describe("AdCreationNotice's way to 资质管理", () => {
  it('opens the page the toolbox publishes as toolboxRoutes.qualification', async () => {
    await renderPortal({
      plugins: [demo, toolbox],
      scenario: 'owner-qual-rejected',
      route: '/markets/demo/ads',
      handlers: toolboxHandlers,
    });
    const link = await screen.findByRole('link', { name: '前往资质管理' });
    expect(link).toHaveAttribute('href', toolboxRoutes.qualification.path);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: '资质管理' })).toBeInTheDocument();
  });
});
