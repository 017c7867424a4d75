import type { SharedState, SubAppProps } from '@portico/sdk';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_OVERVIEW_PATH, DEMO_GLOBAL, ROOT_ID } from './app';
import { formatAmount } from './common-api';
import { bootstrap, mount, unmount, update } from './index';

/** The bridge and promise registry a remote gets, as the contract types them. */
type StateBridge = SubAppProps['bridge'];
type SubAppPromises = SubAppProps['services']['promises'];

const OWNER = {
  ownerId: 200001,
  ownerName: '杭州云帆网络科技有限公司',
  ownerType: 3,
  loginType: 4,
  isLimitNewUser: false,
  isLimitSlienceUser: false,
};

const STATE: SharedState = {
  user: OWNER,
  loginUser: null,
  authTree: { menuTree: [], dataTree: [] },
  operatorRoles: [],
  pageZoom: 1,
  currentNode: {
    id: 'route:remote-sub-apps/remoteDemo',
    path: '/markets/remoteDemo/*',
    title: '示例子应用',
    subApp: 'remoteDemo',
    pluginId: 'remote-sub-apps',
  },
};

/** A bridge the test drives: `set` changes the state and tells the listeners, as the shell does. */
function fakeBridge(initial: SharedState) {
  let state = initial;
  const listeners = new Set<(next: SharedState, previous: SharedState) => void>();
  const bridge: StateBridge = {
    getState: () => state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    bridge,
    listeners,
    set(patch: Partial<SharedState>) {
      const previous = state;
      state = { ...state, ...patch };
      for (const l of listeners) l(state, previous);
    },
  };
}

/** The shell's named promises as the sub-app sees them: the session facts, and `no promise` for the rest. */
function fakePromises(): SubAppPromises {
  const registered: Record<string, unknown> = {
    userInfo: OWNER,
    authTree: { menuTree: [129, 130, 642], dataTree: [] },
  };
  return {
    wait: (name: string) =>
      name in registered ? Promise.resolve(registered[name]) : Promise.reject(new Error('no promise')),
    has: (name: string) => name in registered,
  } as SubAppPromises;
}

function fakeProps(container: HTMLElement, bridge: StateBridge, answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  const notify = vi.fn(() => 1);
  const props = {
    name: 'remoteDemo',
    basename: '/markets/remoteDemo',
    container,
    bridge,
    services: {
      // The app uses `call` only; the rest would be the shell's other wrappers.
      request: { call } as unknown as SubAppProps['services']['request'],
      navigation: { navigate: vi.fn(), toLogin: vi.fn(), open: vi.fn(() => true) },
      notices: { notify, dismiss: vi.fn() },
      promises: fakePromises(),
      remoteComponents: { register: vi.fn(), has: vi.fn(() => false), load: vi.fn() },
    },
  } satisfies SubAppProps;
  return { props, call, notify };
}

const demoGlobal = () => (window as unknown as Record<string, unknown>)[DEMO_GLOBAL];

function setup(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const container = document.createElement('div');
  document.body.append(container);
  const fake = fakeBridge(STATE);
  return { container, fake, ...fakeProps(container, fake.bridge, answer) };
}

const text = (container: HTMLElement, field: string) =>
  container.querySelector(`[data-field="${field}"]`)?.textContent ?? null;

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the example remote sub-app', () => {
  it('mounts with the shell state: the user name, the page zoom and its global', async () => {
    const { container, props } = setup();
    await bootstrap();
    await mount(props);
    expect(container.querySelector('h1')?.textContent).toBe('示例子应用');
    expect(text(container, 'user')).toBe('当前用户：杭州云帆网络科技有限公司');
    expect(text(container, 'zoom')).toBe('页面缩放：1');
    expect(demoGlobal()).toEqual({ mountedAt: expect.any(Number) });
    await unmount(props);
  });

  it('renders into the entry page’s own root element when the shell mounted the entry HTML', async () => {
    const { container, props } = setup();
    container.innerHTML = `<div id="${ROOT_ID}"></div>`;
    await mount(props);
    const root = container.querySelector(`#${ROOT_ID}`)!;
    expect(container.children).toHaveLength(1);
    expect(root.querySelector('h1')).not.toBeNull();
    await unmount(props);
    expect(root.childElementCount).toBe(0);
  });

  it('follows bridge changes: another user, another zoom (text and the zoom style property)', async () => {
    const { container, fake, props } = setup();
    await mount(props);
    fake.set({ pageZoom: 1.25, user: { ...OWNER, ownerName: '北京星河互动广告有限公司' } });
    expect(text(container, 'user')).toBe('当前用户：北京星河互动广告有限公司');
    expect(text(container, 'zoom')).toBe('页面缩放：1.25');
    expect(container.querySelector<HTMLElement>(`#${ROOT_ID}`)!.style.getPropertyValue('--remote-demo-zoom')).toBe(
      '1.25',
    );
    fake.set({ user: null });
    expect(text(container, 'user')).toBe('当前用户：未登录');
    await unmount(props);
  });

  it('unmount leaves the container empty, unsubscribes, stops its timer and listeners and removes its global', async () => {
    vi.useFakeTimers();
    const { container, fake, props } = setup();
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    await mount(props);
    expect(fake.listeners.size).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    await unmount(props);
    expect(container.innerHTML).toBe('');
    expect(fake.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(demoGlobal()).toBeUndefined();
    const added = add.mock.calls.map(([type, fn]) => [type, fn]);
    expect(added).toHaveLength(2);
    expect(remove.mock.calls.map(([type, fn]) => [type, fn])).toEqual(added);
    // A change after unmount reaches nothing.
    fake.set({ pageZoom: 2 });
    expect(container.innerHTML).toBe('');
    add.mockRestore();
    remove.mockRestore();
  });

  it('mounts again after unmount, 20 times, leaving nothing behind', async () => {
    const { container, fake, props } = setup();
    for (let i = 0; i < 20; i++) {
      await mount(props);
      expect(text(container, 'user')).toBe('当前用户：杭州云帆网络科技有限公司');
      await unmount(props);
    }
    expect(container.innerHTML).toBe('');
    expect(fake.listeners.size).toBe(0);
    expect(demoGlobal()).toBeUndefined();
  });

  it('查询账户信息 calls the shell’s request service and shows the balance, formatted', async () => {
    const overview = { balance: 1234567, cashBalance: 1200000, grantBalance: 34567 };
    const { container, props, call } = setup(() => Promise.resolve(overview));
    await mount(props);
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === '查询账户信息')!;
    button.click();
    expect(call).toHaveBeenCalledWith(ACCOUNT_OVERVIEW_PATH);
    const result = container.querySelector('[role="status"]')!;
    await vi.waitFor(() => expect(result.textContent).toBe('账户余额：¥12,345.67（现金 ¥12,000.00，赠款 ¥345.67）'));
    expect(button.disabled).toBe(false);
    await unmount(props);
  });

  it('shows the failure of a call, and ignores an answer that arrives after unmount', async () => {
    let reject: (e: Error) => void = () => undefined;
    const { container, props } = setup(() => new Promise((_, r) => (reject = r)));
    await mount(props);
    container.querySelector('button')!.click();
    reject(new Error('网络错误，请稍后再试'));
    await vi.waitFor(() => expect(container.textContent).toContain('查询失败：网络错误，请稍后再试'));
    container.querySelector('button')!.click();
    await unmount(props);
    reject(new Error('late'));
    await Promise.resolve();
    expect(container.innerHTML).toBe('');
  });

  it('显示提示 shows a toast through the shell’s notices', async () => {
    const { container, props, notify } = setup();
    await mount(props);
    [...container.querySelectorAll('button')].find((b) => b.textContent === '显示提示')!.click();
    expect(notify).toHaveBeenCalledWith('success', '来自示例子应用的提示');
    await unmount(props);
  });

  it('update follows the new props’ bridge', async () => {
    const { container, fake, props } = setup();
    await mount(props);
    const other = fakeBridge({ ...STATE, pageZoom: 1.5 });
    await update({ ...props, bridge: other.bridge });
    expect(text(container, 'zoom')).toBe('页面缩放：1.5');
    expect(fake.listeners.size).toBe(0);
    expect(other.listeners.size).toBe(1);
    await unmount(props);
    expect(other.listeners.size).toBe(0);
  });
});

describe('the shared common script', () => {
  it('formats cents as yuan, and anything else as -', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-123456789)).toBe('-1,234,567.89');
    expect(formatAmount('5000')).toBe('50.00');
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount(Number.NaN)).toBe('-');
  });

  it('defines window.microfrontendsCommon once: a second load only counts', async () => {
    const host = window as unknown as { microfrontendsCommon?: { loads: number; version: string } };
    // Read through a function: TypeScript would keep the `delete` below as the property's type.
    const current = () => host.microfrontendsCommon;
    delete host.microfrontendsCommon;
    vi.resetModules();
    await import('./common');
    const first = current();
    expect(first).toMatchObject({ loads: 1, version: '1.0.0' });
    vi.resetModules();
    await import('./common');
    expect(current()).toBe(first);
    expect(first!.loads).toBe(2);
    delete host.microfrontendsCommon;
  });
  it('waits for the shell’s named promises and says what a missing one answers', async () => {
    const { container, props } = setup();
    await mount(props);
    await vi.waitFor(() =>
      expect(text(container, 'session')).toBe('会话（命名承诺）：杭州云帆网络科技有限公司，菜单权限 3 项'),
    );
    const missing = [...container.querySelectorAll('button')].find((b) => b.textContent === '等待未注册的承诺')!;
    missing.click();
    await vi.waitFor(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toBe('等待失败：no promise'),
    );
    await unmount(props);
  });

  it('says when the session promises fail', async () => {
    const { container, props } = setup();
    const failing = {
      ...props,
      services: {
        ...props.services,
        promises: { ...props.services.promises, wait: () => Promise.reject(new Error('timeout')) },
      },
    } as SubAppProps;
    await mount(failing);
    await vi.waitFor(() => expect(text(container, 'session')).toBe('会话（命名承诺）读取失败：timeout'));
    await unmount(failing);
  });
});
