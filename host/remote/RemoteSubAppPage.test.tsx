import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import {
  LayoutBlueprint,
  PageBlueprint,
  definePlugin,
  notifierRef,
  reporterRef,
  sessionRef,
  type PluginDefinition,
  type SubAppProps,
} from '@portico/sdk';
import { subAppsRef } from '@portico/sdk/internal';
import { renderPortal } from '@portico/sdk/testing';
import { applySubApps } from '../subapps';
import { SubAppError } from './errors';
import type { MountRequest, MountedSubApp } from './mount';

// The adapter is replaced: these tests are about the page (states, error page, retry, unmount);
// the adapter meets real entries in tests/e2e/remote-subapps.spec.ts.
const mountRemote = vi.fn<(request: MountRequest) => Promise<MountedSubApp>>();
vi.mock('./mount', () => ({ mountRemote: (request: MountRequest) => mountRemote(request) }));

/** A link out of the sub-app (in the banner place) and the page it leads to. */
const elsewhere = definePlugin({
  id: 'elsewhere',
  contributes: [
    LayoutBlueprint.make({
      name: 'leave',
      slot: 'banner',
      loader: async () => ({ default: () => <Link to="/markets/other">离开子应用</Link> }),
    }),
    PageBlueprint.make({
      path: '/markets/other',
      title: '别处',
      loader: async () => ({ default: () => <h1>别处</h1> }),
    }),
  ],
});

const plugins = applySubApps([elsewhere as PluginDefinition<unknown>], {
  demo: { mode: 'qiankun', title: '示例子应用' },
});

afterEach(() => mountRemote.mockReset());

/** A sub-app that renders its user's name and keeps its props. */
function goodMount(seen: { props?: Omit<SubAppProps, 'container'>; unmounted: number }) {
  mountRemote.mockImplementation(async ({ container, props, onPhase }) => {
    onPhase('loading');
    onPhase('mounting');
    seen.props = props;
    container.textContent = `你好，${props.bridge.getState().user?.ownerName ?? ''}`;
    onPhase('mounted');
    return {
      update: async () => undefined,
      unmount: async () => {
        seen.unmounted += 1;
        container.replaceChildren();
      },
    };
  });
}

describe('the remote sub-app page', () => {
  it('mounts the sub-app with the bridge and the shell services, and reports its states', async () => {
    const seen: { props?: Omit<SubAppProps, 'container'>; unmounted: number } = { unmounted: 0 };
    goodMount(seen);
    const portal = await renderPortal({ plugins, scenario: 'owner', route: '/markets/demo/' });
    expect(await screen.findByText(/^你好，.+/)).toBeInTheDocument();
    const subApps = portal.runtime.container.resolve(subAppsRef);
    expect(subApps.state('demo')).toBe('mounted');
    expect(seen.props?.basename).toBe('/markets/demo');
    expect(seen.props?.name).toBe('demo');
    expect(typeof seen.props?.services.request.call).toBe('function');
    expect(mountRemote.mock.calls[0][0].app).toMatchObject({
      mode: 'qiankun',
      entry: '/markets/demo/__static__/index.html',
    });
  });

  it('gives the sub-app the named promises: the session facts, no promise for other names (spec §3, §8)', async () => {
    const seen: { props?: Omit<SubAppProps, 'container'>; unmounted: number } = { unmounted: 0 };
    goodMount(seen);
    const portal = await renderPortal({ plugins, scenario: 'owner', route: '/markets/demo/' });
    await screen.findByText(/^你好，.+/);
    const promises = seen.props!.services.promises;
    expect((await promises.wait('userInfo'))?.ownerName).toBe(portal.runtime.session.user?.ownerName);
    // Frozen copies, as the shared state: a sub-app writing to them changes nothing in the portal.
    const tree = await promises.wait('authTree');
    expect(tree).toEqual(portal.runtime.session.authTree);
    expect(tree).not.toBe(portal.runtime.session.authTree);
    expect(Object.isFrozen(tree) && Object.isFrozen(tree.menuTree)).toBe(true);
    await expect(promises.wait('demo:unknown')).rejects.toThrow(/^no promise$/);
  });

  it('closes the toasts the sub-app opened and drops its listeners when it unmounts (spec §4)', async () => {
    const seen: { props?: Omit<SubAppProps, 'container'>; unmounted: number } = { unmounted: 0 };
    goodMount(seen);
    const portal = await renderPortal({ plugins, scenario: 'owner', route: '/markets/demo/' });
    await screen.findByText(/^你好/);
    const notifier = portal.runtime.container.resolve(notifierRef);
    const listener = vi.fn();
    act(() => {
      seen.props!.services.notices.notify('info', '来自子应用', 0);
      seen.props!.bridge.onChange(listener);
    });
    let own = 0;
    act(() => {
      own = notifier.notify('info', '门户自己的提示', 0);
    });
    expect(notifier.notices.map((n) => n.text)).toEqual(['来自子应用', '门户自己的提示']);
    expect(screen.getByText('来自子应用')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: '离开子应用' }));
    expect(await screen.findByRole('heading', { name: '别处' })).toBeInTheDocument();
    // The sub-app's toast leaves the page once its unmount has finished; the portal's own stays.
    await waitFor(() => expect(screen.queryByText('来自子应用')).not.toBeInTheDocument());
    expect(screen.getByText('门户自己的提示')).toBeInTheDocument();
    expect(seen.unmounted).toBe(1);
    expect(notifier.notices.map((n) => n.id)).toEqual([own]);
    expect(portal.runtime.container.resolve(subAppsRef).state('demo')).toBe('unmounted');
    // While it was being unmounted the sub-app still heard the move (the current service-tree node); after, nothing.
    expect(listener.mock.calls.map(([state]) => state.currentNode?.title)).toEqual(['别处']);
    const session = portal.runtime.container.resolve(sessionRef);
    act(() => session.setAuthTree({ menuTree: [1], dataTree: [] }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shows an error page for that sub-app only, reports it, and 重试 loads again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mountRemote.mockRejectedValueOnce(
      new SubAppError('load failed with status 404: /markets/demo/__static__/index.html?t=1', 'status'),
    );
    const portal = await renderPortal({ plugins, scenario: 'owner', route: '/markets/demo/' });
    const reporter = portal.runtime.container.resolve(reporterRef);
    const reported = vi.spyOn(reporter, 'error');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('示例子应用加载失败');
    expect(alert).toHaveTextContent('入口页面或资源返回了错误状态');
    expect(alert).toHaveTextContent('load failed with status 404');
    expect(portal.runtime.container.resolve(subAppsRef).state('demo')).toBe('error');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('PORTICO_E_SUBAPP_FAILED sub-app=demo'));
    // The report went out before the spy; the next failure shows it is sent each time.
    mountRemote.mockRejectedValueOnce(
      new SubAppError('loaded twice: /markets/demo/__static__/index.html', 'loaded-twice'),
    );
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/网关未配置该子应用/)).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ failure: 'loaded-twice' }), {
      target: '/markets/demo/__static__/index.html',
    });
    goodMount({ unmounted: 0 });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/^你好/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mountRemote).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});

// Spec §9 viewport retry: a container that is not in the page yet is looked for again, 10 times
// 200 ms apart, then the sub-app fails — said on its error page and reported.
describe('the sub-app container retry', () => {
  /** Makes the sub-app's container read as not in the page while `missing()` says so. */
  function containerMissing(missing: () => boolean) {
    const connected = Object.getOwnPropertyDescriptor(Node.prototype, 'isConnected')!.get!;
    return vi.spyOn(Node.prototype, 'isConnected', 'get').mockImplementation(function (this: Node) {
      const subApp = this instanceof HTMLElement && this.classList.contains('portico-subapp');
      return subApp && missing() ? false : connected.call(this);
    });
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('mounts once the container is there, on a later retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let tries = 0;
    containerMissing(() => ++tries <= 3);
    const seen: { props?: Omit<SubAppProps, 'container'>; unmounted: number } = { unmounted: 0 };
    goodMount(seen);
    await renderPortal({ plugins, scenario: 'owner', route: '/markets/demo/' });
    await act(() => vi.advanceTimersByTimeAsync(3 * 200));
    expect(await screen.findByText(/^你好，.+/)).toBeInTheDocument();
    expect(tries).toBe(4);
    expect(mountRemote).toHaveBeenCalledTimes(1);
  });

  it('fails after the 10th retry with the error page, reported, and mounts nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let tries = 0;
    containerMissing(() => (++tries, true));
    goodMount({ unmounted: 0 });
    const portal = await renderPortal({ plugins, scenario: 'owner', route: '/markets/demo/' });
    const reported = vi.spyOn(portal.runtime.container.resolve(reporterRef), 'error');
    // The schedule itself is measure-retry.test.ts's (exact, with timers alone); here: what follows it.
    await act(() => vi.advanceTimersByTimeAsync(10 * 200));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('示例子应用加载失败');
    expect(alert).toHaveTextContent('页面中没有可供子应用挂载的位置。');
    expect(alert).toHaveTextContent('the container of sub-app demo not there after 10 retries at 200 ms');
    expect(tries).toBe(11);
    expect(mountRemote).not.toHaveBeenCalled();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ failure: 'container' }), expect.anything());
    expect(error).toHaveBeenCalledWith(expect.stringContaining('PORTICO_E_SUBAPP_FAILED sub-app=demo'));
    expect(portal.runtime.container.resolve(subAppsRef).state('demo')).toBe('error');
  });
});
