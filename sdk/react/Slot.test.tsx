import { describe, expect, it } from 'vitest';
import { useState, type ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';

/** A loader whose chunk arrives when the test says so. */
function laterChunk<C>() {
  let arrive!: (component: C) => void;
  const chunk = new Promise<{ default: C }>((resolve) => (arrive = (component) => resolve({ default: component })));
  return { loader: () => chunk, arrive };
}

const Counter = () => {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      计数 {n}
    </button>
  );
};

const AGENCY = {
  ownerId: 1,
  loginType: 1,
  ownerType: 0,
  ownerName: '代理',
  isLimitNewUser: false,
  isLimitSlienceUser: false,
};

describe('Slot', () => {
  it('holds the reserve of an eventually widget until its chunk has arrived, not only until the phase', async () => {
    const bell = laterChunk<ComponentType>();
    const plugin = definePlugin({
      id: 'later',
      contributes: [
        LayoutBlueprint.make({
          name: 'bell',
          slot: 'banner',
          phase: 'eventually',
          reserve: '52px',
          loader: bell.loader,
        }),
      ],
    });
    // renderPortal reaches `eventually` with `ready`: the chunk is now loading.
    await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    const slot = document.querySelector('[data-slot="banner"]')!;
    expect(slot.querySelector('span[aria-hidden="true"]')).toHaveStyle({ width: '52px' });

    await act(async () => bell.arrive(() => <button type="button">铃</button>));
    expect(await screen.findByRole('button', { name: '铃' })).toBeInTheDocument();
    expect(slot.querySelector('span[aria-hidden="true"]')).toBeNull();
  });

  it('keeps a lazy widget mounted, with its state, when the slot re-renders after its chunk arrived', async () => {
    // The chunk arrives after the slot has mounted the widget (so it first renders suspended).
    const counter = laterChunk<ComponentType>();
    const plugin = definePlugin({
      id: 'counter',
      contributes: [
        LayoutBlueprint.make({ name: 'counter', slot: 'banner', loader: counter.loader }),
        // Shows only to agencies: the session change below adds it to the same slot.
        LayoutBlueprint.make({
          name: 'agency-only',
          slot: 'banner',
          when: { accountType: 'agency' },
          loader: async () => ({ default: () => <span>代理部件</span> }),
        }),
      ],
    });
    const { runtime } = await renderPortal({ plugins: [plugin], scenario: 'owner', route: '/markets/' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    expect(screen.queryByRole('button', { name: /计数/ })).toBeNull();

    await act(async () => counter.arrive(Counter));
    await userEvent.click(await screen.findByRole('button', { name: '计数 0' }));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();

    await act(async () => runtime.session.setUser(AGENCY));
    expect(await screen.findByText('代理部件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();
  });
});
