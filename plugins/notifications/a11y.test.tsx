import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { createNotificationHandlers } from './dev-api';
import plugin from './plugin';
import header from '../header/plugin';

/** WCAG 2.5.3 "label in name": the text a control shows is part of its accessible name. */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/** Every axe rule (label in name switched on by name: some axe versions ship it off); the serious findings. */
const serious = async (root: Element) =>
  (await axe.run(root, { rules: { [LABEL_IN_NAME]: { enabled: true } } })).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

/**
 * The label-in-name rule alone, run where it can see text. jsdom lays nothing out and draws
 * nothing: axe would take every 0×0 box's text for invisible (so the rule never applies) and
 * its icon-font check would fail without a canvas. Here every element gets a box and the font
 * check decides without drawing (no ligature fonts in this portal).
 */
async function labelInName(root: Element) {
  const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 32));
  const canvas = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ canvas: null } as never);
  axe.configure({ checks: [{ id: LABEL_IN_NAME, options: { pixelThreshold: 0.1, occurrenceThreshold: 0 } }] });
  try {
    const result = await axe.run(root, { runOnly: { type: 'rule', values: [LABEL_IN_NAME] } });
    const htmlOf = (results: axe.Result[]) => results.flatMap((r) => r.nodes.map((n) => n.html));
    return {
      passes: htmlOf(result.passes),
      violations: htmlOf(result.violations),
      incomplete: htmlOf(result.incomplete),
    };
  } finally {
    axe.reset();
    boxes.mockRestore();
    canvas.mockRestore();
  }
}

const bell = () => screen.findByRole('button', { name: /^消息通知/ });

describe('notifications accessibility', () => {
  it('has no serious violations with the bell closed', async () => {
    await renderPortal({
      plugins: [header, plugin],
      handlers: createNotificationHandlers(),
      scenario: 'owner',
      route: '/markets/x',
    });
    await within(await bell()).findByText('99+');
    expect(await serious(screen.getByRole('banner'))).toEqual([]);
  });

  it('names the bell with the badge it shows (WCAG 2.5.3)', async () => {
    await renderPortal({
      plugins: [header, plugin],
      handlers: createNotificationHandlers(),
      scenario: 'owner',
      route: '/markets/x',
    });
    const button = await bell();
    const badge = await within(button).findByText('99+');
    // As Testing Library computes the name: it contains what the eye reads on the bell.
    expect(screen.getByRole('button', { name: /99\+/ })).toBe(button);
    expect(button).toHaveAccessibleName(expect.stringContaining(badge.textContent ?? '∅'));

    const { passes, violations, incomplete } = await labelInName(screen.getByRole('banner'));
    expect(violations).toEqual([]);
    expect(incomplete).toEqual([]);
    // The rule did check the bell, so the pass means something.
    expect(passes).toContainEqual(expect.stringContaining(`aria-label="${button.getAttribute('aria-label')}"`));
  });

  it.each<[ScenarioName, string]>([
    ['owner', '共 123 条'],
    ['push-user', '暂无消息'],
  ])('has no serious violations with the panel open (%s)', async (scenario, loaded) => {
    await renderPortal({
      plugins: [header, plugin],
      handlers: createNotificationHandlers(),
      scenario,
      route: '/markets/x',
    });
    await userEvent.click(await bell());
    const dialog = await screen.findByRole('dialog', { name: '新消息列表' });
    await within(dialog).findByText(loaded);
    expect(await serious(document.body)).toEqual([]);
    const { violations, incomplete } = await labelInName(document.body);
    expect(violations).toEqual([]);
    expect(incomplete).toEqual([]);
  });
});
