import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, PageBlueprint } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';
import { manageHandlers } from '../../dev-api';
import { MaterialButton, materialsOfRow } from './MaterialButton';

describe('MaterialButton', () => {
  it('reads the material ids, type and store-app flag of a creative row, ignoring what is malformed', () => {
    expect(
      materialsOfRow({
        beforeMaterialIds: 'a, b,',
        afterMaterialIds: [3, 'c', null, {}],
        materialType: '4',
        storeApp: true,
      }),
    ).toEqual({
      materialIds: { before: ['a', 'b'], after: ['3', 'c'] },
      materialType: 4,
      storeApp: true,
    });
    expect(materialsOfRow({ beforeMaterialIds: 5, materialType: 'x', storeApp: 'yes' })).toEqual({
      materialIds: { before: [], after: [] },
      materialType: undefined,
      storeApp: false,
    });
  });

  it('opens 素材查看 for its row and closes it again', async () => {
    const user = userEvent.setup();
    const probe = definePlugin({
      id: 'button-probe',
      contributes: [
        PageBlueprint.make({
          path: '/markets/probe',
          title: '探针',
          loader: async () => ({
            default: () => <MaterialButton creativeId="c-9" fields={{ afterMaterialIds: ['m-9'] }} />,
          }),
        }),
      ],
    });
    await renderPortal({ plugins: [probe], scenario: 'owner', route: '/markets/probe', handlers: manageHandlers });
    await user.click(await screen.findByRole('button', { name: '素材查看' }));
    const dialog = await screen.findByRole('dialog', { name: '素材查看' });
    expect(await within(dialog).findByRole('img', { name: '素材 m-9' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
