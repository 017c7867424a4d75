import { describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import {
  eventBusRef,
  lifecycleRef,
  promisesRef,
  reporterRef,
  type PluginDefinition,
  type PortalEnvironment,
  type PortalEvents,
  type PortalRuntime,
} from '@portico/core';
import { definePlugin, ExtensionBoundary, LayoutBlueprint, PageBlueprint } from '@portico/sdk';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, scenarioToken } from '@portico/sdk/testing';
import type { PageZoomWindow } from './page-zoom';
import { rootErrorHooks, startPortal } from './start-portal';

const ORIGIN = 'http://localhost:3000';

/** The browser as the runtime sees it, answering from the dev API (MSW); records the calls. */
function environment(calls: string[]): PortalEnvironment {
  return {
    location: { href: `${ORIGIN}/markets/`, origin: ORIGIN, assign: () => undefined, open: () => undefined },
    cookies: () => document.cookie,
    fetch: (input, init) => {
      calls.push(String(input));
      return fetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, ORIGIN) : input, init);
    },
    now: () => Date.now(),
    saveFile: () => undefined,
  };
}

/** A window with a resize listener set and animation frames the test runs. */
function fakeWindow(): PageZoomWindow & { resize(): void; frame(): void; readonly listeners: number } {
  const listeners = new Set<() => void>();
  const frames = new Map<number, () => void>();
  let next = 1;
  return {
    devicePixelRatio: 2,
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    requestAnimationFrame: (cb) => (frames.set(next, cb), next++),
    cancelAnimationFrame: (h) => void frames.delete(h),
    resize: () => listeners.forEach((l) => l()),
    frame: () => {
      const queued = [...frames.values()];
      frames.clear();
      queued.forEach((cb) => cb());
    },
    get listeners() {
      return listeners.size;
    },
  };
}

const router = (children: ReactNode) => <MemoryRouter initialEntries={['/markets/']}>{children}</MemoryRouter>;

// Spec §3: the session facts are named promises sub-apps and plugins wait for (§8 no promise, §9 5 s).
describe('the session as named promises', () => {
  it('registers userInfo, authTree and operatorRoles, settled with the session once it has loaded', async () => {
    document.cookie = `adstk=${scenarioToken('operator-admin')}; path=/`;
    let early: Promise<unknown>[] = [];
    const portal = await startPortal({
      env: environment([]),
      plugins: [],
      router,
      // Waiting before the session has answered settles once it has.
      whileSessionLoads: (rt) => {
        const promises = rt.container.resolve(promisesRef);
        early = ['userInfo', 'authTree', 'operatorRoles'].map((name) => promises.wait(name));
      },
    });
    const { session } = portal.runtime;
    expect(session.user?.ownerName).toMatch(/李娜/);
    await expect(Promise.all(early)).resolves.toEqual([session.user, session.authTree, session.operatorRoles]);
    expect(session.operatorRoles).toEqual([1]);
    const promises = portal.runtime.container.resolve(promisesRef);
    await expect(promises.wait('userInfo')).resolves.toBe(session.user);
    await expect(promises.wait('queryRole')).rejects.toThrow(/^no promise$/);
    await portal.dispose();
  });

  it('resolves userInfo with null when logged out', async () => {
    document.cookie = 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const portal = await startPortal({ env: environment([]), plugins: [], router });
    const promises = portal.runtime.container.resolve(promisesRef);
    await expect(promises.wait('userInfo')).resolves.toBeNull();
    await expect(promises.wait('authTree')).resolves.toEqual({ menuTree: [], dataTree: [] });
    await portal.dispose();
  });

  it('rejects them with the loading error when the session cannot be loaded', async () => {
    document.cookie = `adstk=${scenarioToken('owner')}; path=/`;
    const env = environment([]);
    const failing: PortalEnvironment = {
      ...env,
      fetch: (input, init) =>
        String(input).includes('/owner/info')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : env.fetch(input, init),
    };
    const portal = await startPortal({ env: failing, plugins: [], router, onSessionError: () => undefined });
    const promises = portal.runtime.container.resolve(promisesRef);
    // The session's own failure, not `no promise`.
    await expect(promises.wait('userInfo')).rejects.toMatchObject({ kind: 'network' });
    await expect(promises.wait('authTree')).rejects.toMatchObject({ kind: 'network' });
    await portal.dispose();
  });
});

describe('startPortal', () => {
  it('sends the session calls, runs whileSessionLoads, checks the manifests, then activates the plugins once the session is loaded', async () => {
    document.cookie = `adstk=${scenarioToken('owner')}; path=/`;
    const calls: string[] = [];
    const steps: string[] = [];
    const probe: PluginDefinition<unknown> = {
      id: 'probe',
      activate: () => void steps.push(`activate (user ${runtimeOf().session.user ? 'loaded' : 'missing'})`),
    };
    let runtime: PortalRuntime | null = null;
    const runtimeOf = () => runtime!;
    const portal = await startPortal({
      env: environment(calls),
      plugins: [probe, { id: 'Not An Id' }],
      router,
      whileSessionLoads: (rt) => {
        runtime = rt;
        steps.push(
          `whileSessionLoads (${calls.length ? 'calls out' : 'no calls'}, user ${rt.session.user ? 'loaded' : 'missing'})`,
        );
      },
      marks: (step) =>
        void steps.push(
          `mark ${step} (${
            runtimeOf()
              .diagnostics.items.map((d) => d.code)
              .join() || 'no diagnostics'
          })`,
        ),
    });
    expect(steps).toEqual([
      'whileSessionLoads (calls out, user missing)',
      // Manifests are checked before the session is awaited (resolution needs no session).
      'mark session (PORTICO_E_INVALID_MANIFEST)',
      'activate (user loaded)',
      'mark activated (PORTICO_E_INVALID_MANIFEST)',
    ]);
    expect(portal.runtime).toBe(runtime);
    expect(portal.runtime.plugins.activeIds).toEqual(['probe']);
    expect(portal.element).toBeTruthy();
    await portal.dispose();
  });

  it('a session that cannot be read is a fault, told to onSessionError; the plugins wait for the user', async () => {
    document.cookie = `adstk=${scenarioToken('owner')}; path=/`;
    const env = { ...environment([]), fetch: () => Promise.reject(new TypeError('Failed to fetch')) };
    const onSessionError = vi.fn();
    const activated = vi.fn();
    const portal = await startPortal({ env, plugins: [{ id: 'probe', activate: activated }], router, onSessionError });
    expect(onSessionError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'network' }));
    expect(portal.runtime.session.user).toBeNull();
    expect(portal.runtime.session.fault?.kind).toBe('network');
    expect(activated).not.toHaveBeenCalled();
    await portal.dispose();
  });

  it('the session error page: signed in, no 未登录, and 重试 reads the session, starts the plugins and shows the page', async () => {
    document.cookie = `adstk=${scenarioToken('owner')}; path=/`;
    let broken = true;
    const calls: string[] = [];
    const wire = environment(calls);
    const env: PortalEnvironment = {
      ...wire,
      fetch: (input, init) =>
        broken && String(input).endsWith('/owner/info')
          ? Promise.resolve(
              new Response('<!doctype html><h1>维护中</h1>', { headers: { 'Content-Type': 'text/html' } }),
            )
          : wire.fetch(input, init),
    };
    const activated = vi.fn();
    const plugin = definePlugin({
      id: 'probe',
      contributes: [
        PageBlueprint.make({
          path: '/markets/',
          title: '首页',
          loader: async () => ({ default: () => <h1>首页内容</h1> }),
        }),
      ],
      activate: activated,
    });
    const firstPage = vi.fn();
    const portal = await startPortal({
      env,
      plugins: [plugin as PluginDefinition<unknown>],
      router,
      onFirstPage: firstPage,
      onSessionError: () => undefined,
    });
    const view = render(portal.element);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('网络错误，请稍后再试');
    expect(alert).toHaveTextContent('您仍处于登录状态');
    expect(alert).toHaveFocus();
    expect(firstPage).toHaveBeenCalled();
    expect(screen.queryByText('未登录')).toBeNull();
    expect(screen.queryByText('页面走丢了')).toBeNull();
    expect(activated).not.toHaveBeenCalled();
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeInTheDocument();
    expect(activated).toHaveBeenCalledOnce();
    expect(portal.runtime.session.user).toMatchObject({ ownerId: 200001 });
    expect(calls.filter((c) => c.endsWith('/owner/info'))).toHaveLength(1);
    view.unmount();
    await portal.dispose();
  });

  it('重试 while the fault lasts keeps the page, busy while it asks', async () => {
    document.cookie = `adstk=${scenarioToken('owner')}; path=/`;
    let answer!: () => void;
    let asked = 0;
    const env: PortalEnvironment = {
      ...environment([]),
      fetch: () => {
        asked += 1;
        return asked === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : new Promise<Response>((resolve) => (answer = () => resolve(new Response('', { status: 502 }))));
      },
    };
    const portal = await startPortal({ env, plugins: [], router, onSessionError: () => undefined });
    const view = render(portal.element);
    const retry = await screen.findByRole('button', { name: '重试' });
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: '正在重试…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('button', { name: '重试' })).toBeEnabled();
    expect(asked).toBe(2);
    view.unmount();
    await portal.dispose();
  });

  it('dispose unloads the plugins, stops page-zoom and unbinds the root error hooks', async () => {
    const win = fakeWindow();
    const unloaded = vi.fn();
    const rootErrors = rootErrorHooks({ error: () => undefined });
    const portal = await startPortal({
      env: environment([]),
      plugins: [{ id: 'probe', activate: () => unloaded }],
      router,
      window: win,
      rootErrors,
    });
    const seen: Array<PortalEvents['page-zoom']> = [];
    portal.events.on('page-zoom', (p) => seen.push(p));
    win.resize();
    win.resize();
    win.frame();
    expect(seen).toEqual([{ devicePixelRatio: 2 }]);

    // The runtime's reporter is bound: a render error reaches it.
    const spy = vi.spyOn(portal.runtime.container.resolve(reporterRef), 'error');
    rootErrors.onUncaughtError(new Error('boom'), {});
    expect(spy).toHaveBeenCalledOnce();

    await portal.dispose();
    await portal.dispose();
    expect(unloaded).toHaveBeenCalledOnce();
    expect(portal.runtime.plugins.status('probe')).toBe('unloaded');
    expect(win.listeners).toBe(0);
    win.resize();
    win.frame();
    expect(seen).toHaveLength(1);
    rootErrors.onUncaughtError(new Error('after'), {});
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('start-up phases', () => {
  /** The page at /markets/, its heading 首页 on screen as soon as its (immediate) chunk has loaded. */
  const homePage = () =>
    PageBlueprint.make({ path: '/markets/', title: '首页', loader: async () => ({ default: () => <h1>首页</h1> }) });

  it('renders an eventually widget only when the browser is idle after the first page; until then it holds its width', async () => {
    document.cookie = `adstk=${scenarioToken('owner')}; path=/`;
    const idle: Array<() => void> = [];
    const plugin = definePlugin({
      id: 'phases',
      contributes: [
        homePage(),
        LayoutBlueprint.make({
          name: 'now',
          slot: 'banner',
          loader: async () => ({ default: () => <p>导航部件</p> }),
        }),
        LayoutBlueprint.make({
          name: 'later',
          slot: 'banner',
          phase: 'eventually',
          reserve: '40px',
          loader: async () => ({ default: () => <p>非导航部件</p> }),
        }),
      ],
    });
    const firstPage = vi.fn();
    const portal = await startPortal({
      env: environment([]),
      plugins: [plugin as PluginDefinition<unknown>],
      router,
      onFirstPage: firstPage,
      idle: (task) => void idle.push(task),
    });
    const lifecycle = portal.runtime.container.resolve(lifecycleRef);
    expect(lifecycle.phase).toBe('starting');
    const view = render(portal.element);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(await screen.findByText('导航部件')).toBeInTheDocument();
    await vi.waitFor(() => expect(lifecycle.phase).toBe('ready'));
    expect(firstPage).toHaveBeenCalled();
    expect(screen.queryByText('非导航部件')).toBeNull();
    const banner = document.querySelector('[data-slot="banner"]')!;
    expect(banner.querySelector('span[aria-hidden="true"]')).toHaveStyle({ width: '40px' });

    act(() => idle.forEach((task) => task()));
    expect(lifecycle.phase).toBe('eventually');
    expect(await screen.findByText('非导航部件')).toBeInTheDocument();
    view.unmount();
    await portal.dispose();
  });

  // A header whose chunk comes after the page's would push the page down after ready (a layout
  // shift the user sees): ready waits until every boundary of the first screen shows something.
  it('is ready only once the layout places rendered with the first page show their content, or their error', async () => {
    document.cookie = `adstk=${scenarioToken('owner')}; path=/`;
    let headerArrives!: () => void;
    let widgetFails!: () => void;
    const plugin = definePlugin({
      id: 'late-header',
      contributes: [
        homePage(),
        LayoutBlueprint.make({
          name: 'bar',
          slot: 'header',
          loader: () => new Promise((resolve) => (headerArrives = () => resolve({ default: () => <p>页头</p> }))),
        }),
        LayoutBlueprint.make({
          name: 'widget',
          slot: 'banner',
          loader: () => new Promise((_, reject) => (widgetFails = () => reject(new Error('chunk failed')))),
        }),
      ],
    });
    const firstPage = vi.fn();
    const portal = await startPortal({
      env: environment([]),
      plugins: [plugin as PluginDefinition<unknown>],
      router,
      onFirstPage: firstPage,
    });
    const lifecycle = portal.runtime.container.resolve(lifecycleRef);
    const view = render(portal.element);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    // The page is on screen, the header's place still loads: not ready.
    await new Promise((r) => setTimeout(r, 50));
    expect(firstPage).not.toHaveBeenCalled();
    expect(lifecycle.phase).toBe('starting');
    await act(async () => headerArrives());
    expect(await screen.findByText('页头')).toBeInTheDocument();
    expect(firstPage).not.toHaveBeenCalled();
    // A place that fails shows its error: that settles it too.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => widgetFails());
    expect(await screen.findByRole('alert')).toHaveTextContent('late-header');
    await vi.waitFor(() => expect(firstPage).toHaveBeenCalledOnce());
    expect(lifecycle.reached('ready')).toBe(true);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('PORTICO_E_CONTRIBUTION_CRASHED'));
    logged.mockRestore();
    warned.mockRestore();
    view.unmount();
    await portal.dispose();
  });
});

describe('rootErrorHooks', () => {
  it('holds errors until a reporter is bound, then reports them and every later one', () => {
    const log = { error: vi.fn() };
    const hooks = rootErrorHooks(log);
    const early = new Error('early');
    hooks.onUncaughtError(early, { componentStack: '\n    at Page' });
    expect(log.error).toHaveBeenCalledWith('[portico] uncaught render error', early, '\n    at Page');
    const reporter = { error: vi.fn(() => true) };
    hooks.bind(reporter);
    expect(reporter.error).toHaveBeenCalledWith(early);
    const late = new Error('late');
    hooks.onCaughtError(late, { errorBoundary: {} });
    expect(reporter.error).toHaveBeenLastCalledWith(late);
    hooks.bind(null);
    hooks.onUncaughtError(new Error('after'), {});
    expect(reporter.error).toHaveBeenCalledTimes(2);
  });

  it('leaves errors an ExtensionBoundary caught to the boundary, which reports them itself', () => {
    const log = { error: vi.fn() };
    const hooks = rootErrorHooks(log);
    const reporter = { error: vi.fn(() => true) };
    hooks.bind(reporter);
    hooks.onCaughtError(new Error('widget'), {
      errorBoundary: new ExtensionBoundary({ pluginId: 'p', extensionId: 'x', children: null }),
    });
    expect(reporter.error).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('receives what React reports for a root made with them', () => {
    const log = { error: vi.fn() };
    const hooks = rootErrorHooks(log);
    const reporter = { error: vi.fn(() => true) };
    hooks.bind(reporter);
    const Broken = (): never => {
      throw new Error('render failed');
    };
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? 'fallback' : this.props.children;
      }
    }
    // Under act React hands uncaught errors to act instead of the root's hooks: render as the host does.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const caught = createRoot(document.createElement('div'), {
        onCaughtError: hooks.onCaughtError,
        onUncaughtError: hooks.onUncaughtError,
      });
      flushSync(() =>
        caught.render(
          <Boundary>
            <Broken />
          </Boundary>,
        ),
      );
      expect(reporter.error).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenLastCalledWith(
        '[portico] render error caught by a boundary',
        expect.objectContaining({ message: 'render failed' }),
        expect.any(String),
      );
      caught.unmount();

      const uncaught = createRoot(document.createElement('div'), {
        onCaughtError: hooks.onCaughtError,
        onUncaughtError: hooks.onUncaughtError,
      });
      flushSync(() => uncaught.render(<Broken />));
      expect(reporter.error).toHaveBeenCalledTimes(2);
      expect(reporter.error).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'render failed' }));
      expect(log.error).toHaveBeenLastCalledWith(
        '[portico] uncaught render error',
        expect.objectContaining({ message: 'render failed' }),
        expect.any(String),
      );
      uncaught.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

// renderPortal registers what it starts; setup-vitest.ts disposes it after each test. The two
// tests run in order: the second checks what the first left behind.
describe('renderPortal after each test', () => {
  const left: { runtime?: PortalRuntime; disposed: boolean; ticks: number; zooms: number } = {
    disposed: false,
    ticks: 0,
    zooms: 0,
  };
  const probe: PluginDefinition<unknown> = {
    id: 'probe',
    activate: () => {
      const timer = setInterval(() => left.ticks++, 5);
      return () => {
        clearInterval(timer);
        left.disposed = true;
      };
    },
  };
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

  it('boots a portal whose window resizes become page-zoom', async () => {
    const { runtime } = await renderPortal({ plugins: [probe] });
    left.runtime = runtime;
    runtime.container.resolve(eventBusRef).on('page-zoom', () => left.zooms++);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    await nextFrame();
    expect(left.zooms).toBe(1);
    expect(left.disposed).toBe(false);
  });

  it('has disposed that portal: plugins unloaded (with their timers), no page-zoom listener left', async () => {
    expect(left.runtime).toBeDefined();
    expect(left.disposed).toBe(true);
    expect(left.runtime!.plugins.status('probe')).toBe('unloaded');
    const ticks = left.ticks;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(left.ticks).toBe(ticks);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    await nextFrame();
    expect(left.zooms).toBe(1);
  });
});
