import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '@portico/sdk/testing';
import { HIDE_DELAY_MS } from './constants';
import { toolboxHandlers } from './dev-api';
import { flyout, toolboxStandIn } from './flyout-driver';
import { FLYOUT_ENTRIES } from '../toolbox/flyout-entries';
import plugin from './plugin';
import header from '../header/plugin';

/** The toolbox sub-app's tab and flyout entries, without its pages. */
const toolboxTab = toolboxStandIn(FLYOUT_ENTRIES);

const boot = () =>
  renderPortal({
    plugins: [header, plugin, toolboxTab],
    handlers: toolboxHandlers,
    scenario: 'owner',
    route: '/markets/x',
  });

describe('toolbox flyout: showing and hiding', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover and hides exactly 100 ms after the pointer leaves', async () => {
    expect(HIDE_DELAY_MS).toBe(100);
    await boot();
    const surface = await flyout.hoverOpen();
    const trigger = await flyout.trigger();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', surface.id);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseLeave(trigger);
    act(() => void vi.advanceTimersByTime(HIDE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(flyout.surface()).toBe(surface);

    act(() => void vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    vi.useRealTimers();
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
  });

  it('stays open while the pointer moves from the trigger onto the flyout, and hides 100 ms after it leaves that', async () => {
    await boot();
    const surface = await flyout.hoverOpen();
    const trigger = await flyout.trigger();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseLeave(trigger);
    act(() => void vi.advanceTimersByTime(60));
    fireEvent.mouseEnter(surface);
    act(() => void vi.advanceTimersByTime(HIDE_DELAY_MS * 5));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(surface);
    act(() => void vi.advanceTimersByTime(HIDE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => void vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on the trigger keeps the flyout open', async () => {
    await boot();
    await flyout.hoverOpen();
    const trigger = await flyout.trigger();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(flyout.surface()).not.toBeNull();
  });

  it('closes on a click outside', async () => {
    await boot();
    await flyout.hoverOpen();
    await userEvent.click(screen.getByRole('main'));
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
  });

  it("shows the hovered entry's description, 将鼠标悬停以查看说明 otherwise", async () => {
    await boot();
    const surface = await flyout.hoverOpen();
    // One session, so that the pointer moves from the entry to the heading (leaving the entry).
    const user = userEvent.setup();
    expect(within(surface).getByText('将鼠标悬停以查看说明')).toBeInTheDocument();
    await user.hover(flyout.entry(surface, '广告诊断'));
    expect(within(surface).getByText('诊断起量难、成本高等投放问题并给出建议', { selector: 'p' })).toBeInTheDocument();
    expect(within(surface).queryByText('将鼠标悬停以查看说明')).toBeNull();
    // Off the entry but still over the flyout (leaving the flyout would start the hide delay).
    await user.hover(within(surface).getByRole('heading', { name: '数据辅助', hidden: true }));
    expect(within(surface).getByText('将鼠标悬停以查看说明')).toBeInTheDocument();
  });

  it('shows the icon, the name and the tag of an entry; the tag and description are its accessible description', async () => {
    await boot();
    const surface = await flyout.hoverOpen();
    const entry = flyout.entry(surface, '跨渠道看板');
    expect(entry.querySelector('svg')).not.toBeNull();
    expect(within(entry).getByText('新')).toBeInTheDocument();
    expect(entry).toHaveAccessibleDescription('新，汇总查看各渠道的投放日报');
  });
});

/** By-role queries without the visibility check, as the driver's (Fluent's styles make it slow in jsdom). */
const ROLE = { hidden: true } as const;

/** Elements Tab visits, in order (no positive tabindex here; tabster's own dummies left out). */
const tabOrder = () =>
  [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && !el.hasAttribute('data-tabster-dummy'),
  );

// Tabbing itself is not simulated: in jsdom tabster (Fluent's focus manager) sees every element
// as invisible and sends Tab to its own guard elements. The tab order is checked from the DOM
// (and walked in Chromium by tests/e2e/keyboard-header.spec.ts).
describe('toolbox flyout: keyboard (a menu button)', () => {
  it('focus alone opens nothing; Enter, Space and ArrowDown open it onto its first entry', async () => {
    await boot();
    const trigger = await flyout.trigger();
    act(() => trigger.focus());
    expect(flyout.surface()).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      const { surface } = await flyout.keyOpen(key);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await vi.waitFor(() => expect(flyout.entry(surface, '账户信息')).toHaveFocus());
      expect(within(surface).getByText('查看账户主体、联系人与登录信息', { selector: 'p' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await vi.waitFor(() => expect(flyout.surface()).toBeNull());
      expect(trigger).toHaveFocus();
    }
  });

  it('ArrowUp opens it onto its last entry', async () => {
    await boot();
    const { surface } = await flyout.keyOpen('{ArrowUp}');
    const entries = flyout.entries(surface);
    await vi.waitFor(() => expect(entries[entries.length - 1]).toHaveFocus());
  });

  it('the entries are never Tab stops, open or closed; the groups are groups named by their titles', async () => {
    await boot();
    const { trigger, surface } = await flyout.keyOpen();
    const order = tabOrder();
    expect(order).toContain(trigger);
    for (const entry of flyout.entries(surface)) expect(order).not.toContain(entry);
    const groups = within(surface).getAllByRole('group', ROLE);
    const titleOf = (g: HTMLElement) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(groups.map(titleOf)).toEqual(flyout.groupNames(surface));
    expect(within(groups[0]!).getByRole('link', { name: /^账户信息/, ...ROLE })).toBeInTheDocument();
  });

  it('arrows move in reading order and wrap, Left/Right by group, Home/End, type-ahead', async () => {
    await boot();
    const { surface } = await flyout.keyOpen();
    const entries = flyout.entries(surface);
    const names = flyout.entryNames(surface);
    const focused = () => names[entries.indexOf(document.activeElement as HTMLElement)];
    await vi.waitFor(() => expect(focused()).toBe('账户信息'));
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('资质管理');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe(names[names.length - 1]);
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('账户信息');
    const groups = within(surface).getAllByRole('group', ROLE);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(flyout.entries(groups[1]!)[0]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(flyout.entries(groups[groups.length - 1]!)[0]);
    await userEvent.keyboard('{End}');
    expect(focused()).toBe(names[names.length - 1]);
    // Type-ahead: "api", typed at once, goes to the first entry named API….
    await userEvent.keyboard('api');
    expect(focused()).toMatch(/^API/);
  });

  it('Escape closes and gives focus back to the trigger without opening again; Enter opens it again', async () => {
    await boot();
    const { trigger, surface } = await flyout.keyOpen();
    act(() => flyout.entry(surface, '操作日志').focus());

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    expect(await flyout.findSurface()).toBeInTheDocument();
  });

  it('Escape on the trigger closes it too', async () => {
    await boot();
    const { trigger } = await flyout.keyOpen();
    act(() => trigger.focus());
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('Shift+Tab from an entry closes it and puts focus back on the trigger', async () => {
    await boot();
    const { trigger } = await flyout.keyOpen();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes when focus leaves the trigger and the flyout', async () => {
    await boot();
    const { trigger, surface } = await flyout.keyOpen();
    act(() => flyout.entry(surface, '工单').focus());
    act(() => screen.getByRole('link', { name: '返回首页' }).focus());
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
