import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  DiagnosticsStore,
  remoteComponentsRef,
  type RemoteComponentDefinition,
  type RemoteComponentRegistry,
  type ServiceRef,
} from '@portico/core';
import { DATE_RANGE_COMPONENT, DateRangeFields } from '@portico/ui';
import { PortalContext, type PortalHandle } from './context';
import { ReplaceableComponent } from './ReplaceableComponent';

/** A registry with addresses for `names` whose loads the test settles by hand. */
function registryFor(...names: string[]) {
  const pending: Array<{ resolve(d: RemoteComponentDefinition): void; reject(e: Error): void }> = [];
  const load = vi.fn(
    (_name: string) => new Promise<RemoteComponentDefinition>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const registry: RemoteComponentRegistry = {
    register: vi.fn(),
    has: (name) => names.includes(name),
    define: vi.fn(),
    load,
  };
  const portal = {
    container: {
      isRegistered: (ref: ServiceRef<unknown>) => ref.id === remoteComponentsRef.id,
      resolve: <T,>(ref: ServiceRef<T>): T => {
        if (ref.id === remoteComponentsRef.id) return registry as T;
        throw new Error(`not registered: ${ref.id}`);
      },
    },
    diagnostics: new DiagnosticsStore(),
  } as unknown as PortalHandle;
  return { portal, load, pending };
}

function Local({ label }: { label: string }) {
  return <p>本地图表：{label}</p>;
}

/** A remote definition that prints its `label` and records what it was asked. */
function remoteLabel() {
  const calls: string[] = [];
  let shown: HTMLElement | null = null;
  const definition: RemoteComponentDefinition = {
    mount: (el, props) => {
      shown = el;
      calls.push(`mount ${String(props.label)}`);
      el.textContent = `远程图表：${String(props.label)}`;
    },
    update: (props) => {
      calls.push(`update ${String(props.label)}`);
      shown!.textContent = `远程图表：${String(props.label)}`;
    },
  };
  return { definition, calls };
}

describe('ReplaceableComponent (spec §4, §7–§9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the local implementation when no address is registered, loading nothing', () => {
    const { portal, load } = registryFor('something-else');
    render(
      <PortalContext.Provider value={portal}>
        <ReplaceableComponent name="chart" local={Local} props={{ label: '消耗' }} />
      </PortalContext.Provider>,
    );
    expect(screen.getByText('本地图表：消耗')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('replaces it with the registered remote component, which gets the same props and their changes', async () => {
    const { portal, load, pending } = registryFor('chart');
    const { definition, calls } = remoteLabel();
    const view = (label: string) => (
      <PortalContext.Provider value={portal}>
        <ReplaceableComponent name="chart" local={Local} props={{ label }} />
      </PortalContext.Provider>
    );
    const { rerender } = render(view('消耗'));
    expect(screen.getByText('正在加载组件')).toBeInTheDocument();
    expect(screen.queryByText(/本地图表/)).toBeNull();
    expect(load).toHaveBeenCalledWith('chart');
    await act(async () => pending[0].resolve(definition));
    expect(screen.getByText('远程图表：消耗')).toBeInTheDocument();
    rerender(view('转化'));
    expect(screen.getByText('远程图表：转化')).toBeInTheDocument();
    expect(calls).toEqual(['mount 消耗', 'update 转化']);
    expect(screen.queryByText(/本地图表/)).toBeNull();
  });

  it.each([
    ['times out', 'fail to load component chart'],
    ['is not registered after all', 'cannot find the src of chart, please use registerComponent first'],
    ['its library fails', 'failed to load vue-composition api'],
  ])('shows the local implementation when the remote one %s, and logs the spec’s text only', async (_, text) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { portal, pending } = registryFor('chart');
    render(
      <PortalContext.Provider value={portal}>
        <ReplaceableComponent name="chart" local={Local} props={{ label: '消耗' }} />
      </PortalContext.Provider>,
    );
    await act(async () => pending[0].reject(new Error(text)));
    expect(screen.getByText('本地图表：消耗')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error).toHaveBeenCalledWith('[portico] remote component chart:', new Error(text));
  });

  it('shows the local implementation when the remote one throws in mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { portal, pending } = registryFor('chart');
    render(
      <PortalContext.Provider value={portal}>
        <ReplaceableComponent name="chart" local={Local} props={{ label: '消耗' }} />
      </PortalContext.Provider>,
    );
    await act(async () =>
      pending[0].resolve({
        mount: () => {
          throw new Error('Vue is not defined');
        },
      }),
    );
    expect(screen.getByText('本地图表：消耗')).toBeInTheDocument();
  });
});

describe('DateRangeFields resolve through the registry as date-range', () => {
  function Filter() {
    const [range, setRange] = useState({ begin: '2026-11-01', end: '2026-11-07' });
    return (
      <>
        <DateRangeFields begin={range.begin} end={range.end} onChange={setRange} />
        <output>
          {range.begin}~{range.end}
        </output>
      </>
    );
  }

  it('are the portal’s two date fields by default', () => {
    const { portal } = registryFor();
    render(
      <PortalContext.Provider value={portal}>
        <Filter />
      </PortalContext.Provider>,
    );
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-11-07');
  });

  it('are replaced by a configured date picker, which gets the range and reports changes through onChange', async () => {
    const { portal, load, pending } = registryFor(DATE_RANGE_COMPONENT);
    let given: Readonly<Record<string, unknown>> = {};
    render(
      <PortalContext.Provider value={portal}>
        <Filter />
      </PortalContext.Provider>,
    );
    expect(load).toHaveBeenCalledWith('date-range');
    await act(async () =>
      pending[0].resolve({
        mount: (el, props) => {
          given = props;
          el.textContent = '远程日期选择器';
        },
        update: (props) => void (given = props),
      }),
    );
    expect(screen.getByText('远程日期选择器')).toBeInTheDocument();
    expect(screen.queryByLabelText('开始日期')).toBeNull();
    expect(given).toMatchObject({ begin: '2026-11-01', end: '2026-11-07' });
    act(() =>
      (given.onChange as (r: { begin: string; end: string }) => void)({ begin: '2026-11-02', end: '2026-11-03' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-02~2026-11-03');
    expect(given).toMatchObject({ begin: '2026-11-02', end: '2026-11-03' });
  });
});
