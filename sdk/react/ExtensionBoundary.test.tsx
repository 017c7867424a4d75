import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiagnosticsStore, reporterRef, type ReportInput, type ReporterService, type ServiceRef } from '@portico/core';
import { PortalContext, type PortalHandle } from './context';
import { ExtensionBoundary } from './ExtensionBoundary';
import { ChunkLoadError } from './lazy';

/** A portal handle with only what the boundary reads: the container (a reporter, or none) and the diagnostics. */
function portalWith(reporter?: ReporterService): PortalHandle {
  const container = {
    isRegistered: (ref: ServiceRef<unknown>) => !!reporter && ref.id === reporterRef.id,
    resolve: <T,>(ref: ServiceRef<T>): T => {
      if (reporter && ref.id === reporterRef.id) return reporter as T;
      throw new Error(`not registered: ${ref.id}`);
    },
  };
  return { container, diagnostics: new DiagnosticsStore() } as unknown as PortalHandle;
}

function recordingReporter() {
  const reports: ReportInput[] = [];
  const reporter = {
    enabled: true,
    report: (r: ReportInput) => reports.push(r) > 0,
    error: vi.fn(),
    log: vi.fn(),
    loadTime: vi.fn(),
    flush: vi.fn(),
  };
  return { reporter: reporter as ReporterService, reports };
}

const Crashing = (): React.ReactNode => {
  throw new Error('widget broke');
};

// React and the diagnostics store log a caught crash; the tests read the reports instead.
const quiet = () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
};

describe('ExtensionBoundary', () => {
  it('reports a crash once to the reporter, naming the plugin, the extension and the error', () => {
    quiet();
    const { reporter, reports } = recordingReporter();
    const portal = portalWith(reporter);
    render(
      <PortalContext.Provider value={portal}>
        <ExtensionBoundary pluginId="crashy" extensionId="layout:crashy/banner">
          <Crashing />
        </ExtensionBoundary>
      </PortalContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('「crashy」出现异常');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ type: 'badjs', level: 4, key: 'layout:crashy/banner' });
    expect(reports[0].msg).toMatch(/^\[crashy\] layout:crashy\/banner crashed: Error: widget broke/);
    expect(reports[0].msg).toContain('Crashing');
    expect(portal.diagnostics.items.map((d) => `${d.code}:${d.pluginId}`)).toEqual([
      'PORTICO_E_CONTRIBUTION_CRASHED:crashy',
    ]);
  });

  it('still shows the inline error and records the diagnostic without a reporter', () => {
    quiet();
    const portal = portalWith();
    render(
      <PortalContext.Provider value={portal}>
        <ExtensionBoundary pluginId="crashy" extensionId="layout:crashy/banner">
          <Crashing />
        </ExtensionBoundary>
      </PortalContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('「crashy」出现异常');
    expect(portal.diagnostics.items).toHaveLength(1);
  });

  it('offers a retry after a failed chunk, which calls onRetry and renders the children again', async () => {
    quiet();
    let fail = true;
    const Flaky = () => {
      if (fail) throw new ChunkLoadError('plugin-flaky.js');
      return <span>第二次成功</span>;
    };
    const onRetry = vi.fn(() => void (fail = false));
    render(
      <PortalContext.Provider value={portalWith(recordingReporter().reporter)}>
        <ExtensionBoundary pluginId="flaky" extensionId="layout:flaky/banner" onRetry={onRetry}>
          <Flaky />
        </ExtensionBoundary>
      </PortalContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('「flaky」加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('第二次成功')).toBeInTheDocument();
  });
});
