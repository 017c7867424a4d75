import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DiagnosticsStore,
  remoteComponentsRef,
  type RemoteComponentDefinition,
  type RemoteComponentRegistry,
  type ServiceRef,
} from '@portico/core';
import { PortalContext, type PortalHandle } from './context';
import { RemoteComponent } from './RemoteComponent';

/** A portal handle whose container holds only the given registry. */
function portalWith(registry: RemoteComponentRegistry): PortalHandle {
  const container = {
    isRegistered: (ref: ServiceRef<unknown>) => ref.id === remoteComponentsRef.id,
    resolve: <T,>(ref: ServiceRef<T>): T => {
      if (ref.id === remoteComponentsRef.id) return registry as T;
      throw new Error(`not registered: ${ref.id}`);
    },
  };
  return { container, diagnostics: new DiagnosticsStore() } as unknown as PortalHandle;
}

/** A registry whose loads the test settles by hand. */
function manualRegistry() {
  const pending: Array<{ resolve(d: RemoteComponentDefinition): void; reject(e: Error): void }> = [];
  const load = vi.fn(
    (_name: string) =>
      new Promise<RemoteComponentDefinition>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const registry: RemoteComponentRegistry = { register: vi.fn(), has: () => true, define: vi.fn(), load };
  return { registry, load, pending };
}

/** A definition that prints its `label` prop and records what the portal asked of it. */
function labelDefinition(withUpdate = true) {
  const calls: string[] = [];
  const definition: RemoteComponentDefinition = {
    mount: (el, props) => {
      calls.push(`mount ${String(props.label)}`);
      el.textContent = `图表：${String(props.label)}`;
    },
    unmount: (el) => {
      calls.push('unmount');
      el.textContent = '';
    },
  };
  if (withUpdate)
    definition.update = (props) => {
      calls.push(`update ${String(props.label)}`);
      document.querySelector('[data-component="chart"]')!.textContent = `图表：${String(props.label)}`;
    };
  return { definition, calls };
}

describe('RemoteComponent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows 正在加载组件 while loading, then the mounted component with its props', async () => {
    const { registry, load, pending } = manualRegistry();
    const { definition, calls } = labelDefinition();
    render(
      <PortalContext.Provider value={portalWith(registry)}>
        <RemoteComponent name="chart" label="消耗" />
      </PortalContext.Provider>,
    );
    expect(screen.getByText('正在加载组件')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('chart');
    await act(async () => pending[0].resolve(definition));
    expect(screen.queryByText('正在加载组件')).not.toBeInTheDocument();
    expect(screen.getByText('图表：消耗')).toBeInTheDocument();
    expect(calls).toEqual(['mount 消耗']);
  });

  it('gives changed props to update, not equal ones, and unmounts with the element', async () => {
    const { registry, pending } = manualRegistry();
    const { definition, calls } = labelDefinition();
    const tree = (label: string) => (
      <PortalContext.Provider value={portalWith(registry)}>
        <RemoteComponent name="chart" label={label} />
      </PortalContext.Provider>
    );
    const { rerender, unmount } = render(tree('消耗'));
    await act(async () => pending[0].resolve(definition));
    rerender(tree('消耗'));
    rerender(tree('点击'));
    expect(screen.getByText('图表：点击')).toBeInTheDocument();
    unmount();
    expect(calls).toEqual(['mount 消耗', 'update 点击', 'unmount']);
  });

  it('mounts again with the new props when the definition has no update', async () => {
    const { registry, pending } = manualRegistry();
    const { definition, calls } = labelDefinition(false);
    const tree = (label: string) => (
      <PortalContext.Provider value={portalWith(registry)}>
        <RemoteComponent name="chart" label={label} />
      </PortalContext.Provider>
    );
    const { rerender } = render(tree('消耗'));
    await act(async () => pending[0].resolve(definition));
    rerender(tree('点击'));
    expect(screen.getByText('图表：点击')).toBeInTheDocument();
    expect(calls).toEqual(['mount 消耗', 'unmount', 'mount 点击']);
  });

  it('shows 组件加载失败 with the message, logs it only, and 重试 loads again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registry, load, pending } = manualRegistry();
    const { definition } = labelDefinition();
    render(
      <PortalContext.Provider value={portalWith(registry)}>
        <RemoteComponent name="chart" label="消耗" />
      </PortalContext.Provider>,
    );
    await act(async () => pending[0].reject(new Error('fail to load component chart')));
    expect(screen.getByRole('alert')).toHaveTextContent('组件加载失败：fail to load component chart');
    expect(logged).toHaveBeenCalledWith('[portico] remote component chart:', new Error('fail to load component chart'));

    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('正在加载组件')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1].resolve(definition));
    expect(screen.getByText('图表：消耗')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a mount that throws shows the error state instead of crashing the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registry, pending } = manualRegistry();
    const broken: RemoteComponentDefinition = {
      mount: () => {
        throw new Error('chart exploded');
      },
    };
    render(
      <PortalContext.Provider value={portalWith(registry)}>
        <RemoteComponent name="chart" />
      </PortalContext.Provider>,
    );
    await act(async () => pending[0].resolve(broken));
    expect(screen.getByRole('alert')).toHaveTextContent('组件加载失败：chart exploded');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
