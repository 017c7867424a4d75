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

/** Elements Tab visits, in order (no positive tabindex here; tabster's own dummies left out). */
const tabOrder = () =>
  [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && !el.hasAttribute('data-tabster-dummy'),
  );

// Tabbing itself is not simulated: in jsdom tabster (Fluent's focus manager) sees every element
// as invisible and sends Tab to its own guard elements. The tab order is checked from the DOM
// (and was walked by hand in Chromium: trigger → 账户信息 → 资质管理 …, Escape back to the trigger).
describe('toolbox flyout: keyboard', () => {
  it('opens when the trigger takes focus; the entries come next in the tab order, group by group', async () => {
    await boot();
    const { trigger, surface } = await flyout.focusOpen();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const order = tabOrder();
    const entries = flyout.entries(surface);
    expect(order.slice(order.indexOf(trigger) + 1, order.indexOf(trigger) + 1 + entries.length)).toEqual(entries);
    expect(flyout.entryNames(surface).slice(0, 3)).toEqual(['账户信息', '资质管理', '经营验证']);

    act(() => entries[0].focus());
    expect(flyout.surface()).toBe(surface);
    expect(within(surface).getByText('查看账户主体、联系人与登录信息', { selector: 'p' })).toBeInTheDocument();
  });

  it('Escape closes and gives focus back to the trigger without opening again; Enter opens it again', async () => {
    await boot();
    const { trigger, surface } = await flyout.focusOpen();
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
    const { trigger } = await flyout.focusOpen();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes when focus leaves the trigger and the flyout', async () => {
    await boot();
    const { trigger, surface } = await flyout.focusOpen();
    act(() => flyout.entry(surface, '工单').focus());
    act(() => screen.getByRole('link', { name: '返回首页' }).focus());
    await vi.waitFor(() => expect(flyout.surface()).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
