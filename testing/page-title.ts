import { screen } from '@testing-library/react';
import type { PluginDefinition } from '@portico/core';
import type { ScenarioName } from '@portico/dev';
import { SHELL_MESSAGES } from '@portico/shell';
import { renderPortal } from './render-portal';

/** The text of the page's `<h1>` once the page at `route` has rendered for `scenario`. */
export async function pageTitleAt(
  plugins: ReadonlyArray<PluginDefinition<unknown>>,
  scenario: ScenarioName,
  route: string,
): Promise<string> {
  const { unmount } = await renderPortal({ plugins, scenario, route });
  const heading = await screen.findByRole('heading', { level: 1 });
  const text = heading.textContent ?? '';
  unmount();
  return text;
}

/** The `<h1>` of the no-permission page (spec §6 gates), for assertions. */
export const FORBIDDEN_TITLE: string = SHELL_MESSAGES.forbiddenTitle;
