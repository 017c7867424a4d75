import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin } from '@portico/sdk';
import { HeaderTabBlueprint, TAB_ANCHORS } from '@portico/plugin/header';
import type { ToolboxEntryContribution } from './public';
import { toolboxRoutes } from '@portico/plugin/toolbox';

/**
 * Stands in for the toolbox sub-app in this plugin's tests: a 工具箱 tab carrying the toolbox
 * anchor for any logged-in user (the real tab applies the §2.3 rule) and the flyout entries the
 * sub-app contributes (pass `FLYOUT_ENTRIES` of plugins/toolbox), without its pages. Boot it with
 * the header plugin, which renders the tab bar.
 */
export const toolboxStandIn = (entries: readonly ToolboxEntryContribution[]) =>
  definePlugin({
    id: 'toolbox-stand-in',
    contributes: [
      HeaderTabBlueprint.make({
        name: 'toolbox',
        label: '工具箱',
        to: toolboxRoutes.home.path,
        anchor: TAB_ANCHORS.toolbox,
        when: { loggedIn: true },
      }),
      ...entries,
    ],
  });

/**
 * By-role queries skip the visibility check (`hidden: true`): with Fluent's stylesheets jsdom's
 * getComputedStyle makes it cost ~15 ms per element, and nothing in the flyout is hidden by CSS
 * (what the user may not see is not rendered at all).
 */
const ROLE = { hidden: true } as const;

/** Test driver of the flyout: finds and opens it, reads what it lists. */
export const flyout = {
  trigger: () => screen.findByRole('button', { name: '工具箱快捷入口', ...ROLE }),
  /** The tab the flyout hangs under. */
  tab: () => screen.findByRole('link', { name: '工具箱', ...ROLE }),
  /** The open flyout, or null. */
  surface: () => screen.queryByRole('group', { name: '工具箱', ...ROLE }),
  /** Hovers the trigger and waits for the flyout. */
  async hoverOpen(): Promise<HTMLElement> {
    await userEvent.hover(await flyout.trigger());
    return flyout.findSurface();
  },
  /** Focuses the trigger (as Tab would), presses `key` (Enter, Space or ArrowDown) and waits for the flyout. */
  async keyOpen(key = '{Enter}'): Promise<{ trigger: HTMLElement; surface: HTMLElement }> {
    const trigger = await flyout.trigger();
    act(() => trigger.focus());
    await userEvent.keyboard(key);
    return { trigger, surface: await flyout.findSurface() };
  },
  findSurface: () => screen.findByRole('group', { name: '工具箱', ...ROLE }),
  /** The entries (links where they open an address directly, else buttons), in order. */
  entries: (surface: HTMLElement) => [...surface.querySelectorAll<HTMLElement>('li > a, li > button')],
  /** Names of the listed entries, in order. */
  entryNames: (surface: HTMLElement) =>
    flyout.entries(surface).map((b) => b.querySelector('.tbx-entry-name')?.textContent),
  /** Group headings, in order. */
  groupNames: (surface: HTMLElement) =>
    within(surface)
      .getAllByRole('heading', ROLE)
      .map((h) => h.textContent),
  /** The entry (link or button) with this name. */
  entry: (surface: HTMLElement, name: string) =>
    within(surface).queryByRole('link', { name, ...ROLE }) ?? within(surface).getByRole('button', { name, ...ROLE }),
};
