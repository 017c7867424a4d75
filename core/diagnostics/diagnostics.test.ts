import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagnostic, DiagnosticsStore, formatDiagnostic, hintOf, loadHints, logWithHint } from '.';
import { DIAGNOSTIC_HINTS } from './hints';

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('./hints');
});

describe('diagnostics and their hints', () => {
  it('a diagnostic carries no hint of its own: its code has one, from the lazily loaded table', async () => {
    const d = diagnostic('PORTICO_E_DUPLICATE_ROUTE', 'two plugins register /x', { pluginId: 'a', key: 'routes' });
    expect(Object.keys(d)).not.toContain('hint');
    expect(await hintOf('PORTICO_E_DUPLICATE_ROUTE')).toBe(
      'Two plugins register the same route path: change one path or disable one plugin.',
    );
    expect(await loadHints()).toBe(DIAGNOSTIC_HINTS);
  });

  it('formats one line, ending with the hint when there is one', () => {
    const d = diagnostic('PORTICO_E_INVALID_OPTIONS', 'bad', { pluginId: 'p', key: 'plugins.p.options.x' });
    expect(formatDiagnostic(d, 'Fix it.')).toBe(
      'PORTICO_E_INVALID_OPTIONS [plugin=p key=plugins.p.options.x] bad — Fix it.',
    );
    expect(formatDiagnostic(d)).toBe('PORTICO_E_INVALID_OPTIONS [plugin=p key=plugins.p.options.x] bad');
  });

  it("the console line of each diagnostic ends with its code's hint, in the order they were added", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new DiagnosticsStore();
    store.add(
      diagnostic('PORTICO_E_MISSING_DEPENDENCY', 'needs b', { pluginId: 'a' }),
      diagnostic('PORTICO_E_DEPENDENCY_CYCLE', 'a → b → a', { pluginId: 'b' }),
    );
    store.add(diagnostic('PORTICO_E_INVALID_CONFIG', 'not JSON', { key: 'plugins' }));
    expect(store.items.map((d) => d.code)).toEqual([
      'PORTICO_E_MISSING_DEPENDENCY',
      'PORTICO_E_DEPENDENCY_CYCLE',
      'PORTICO_E_INVALID_CONFIG',
    ]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      `PORTICO_E_MISSING_DEPENDENCY [plugin=a] needs b — ${DIAGNOSTIC_HINTS.PORTICO_E_MISSING_DEPENDENCY}`,
      `PORTICO_E_DEPENDENCY_CYCLE [plugin=b] a → b → a — ${DIAGNOSTIC_HINTS.PORTICO_E_DEPENDENCY_CYCLE}`,
      `PORTICO_E_INVALID_CONFIG [key=plugins] not JSON — Fix portal.config.json at the key named in the message.`,
    ]);
  });

  it('a console error that is no diagnostic gets its hint as a second argument', async () => {
    const log = { error: vi.fn() };
    logWithHint('PORTICO_E_SCRIPT_REFUSED', log, '[portico] PORTICO_E_SCRIPT_REFUSED: https://x.example/a.js');
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
    expect(log.error).toHaveBeenCalledWith(
      '[portico] PORTICO_E_SCRIPT_REFUSED: https://x.example/a.js',
      expect.stringContaining('add the host to allowedHosts and to script-src in deploy/nginx.conf'),
    );
  });

  it('when the hint table does not load, the lines are logged without it, in order, and a later line asks again', async () => {
    vi.resetModules();
    vi.doMock('./hints', () => {
      throw new Error('chunk failed');
    });
    const fresh = await import('.');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new fresh.DiagnosticsStore();
    store.add(
      fresh.diagnostic('PORTICO_E_UNKNOWN_PLUGIN', 'first'),
      fresh.diagnostic('PORTICO_E_UNKNOWN_PLUGIN', 'second'),
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'PORTICO_E_UNKNOWN_PLUGIN first',
      'PORTICO_E_UNKNOWN_PLUGIN second',
    ]);
    expect(await fresh.hintOf('PORTICO_E_UNKNOWN_PLUGIN')).toBeUndefined();

    vi.doUnmock('./hints');
    vi.resetModules();
    expect(await fresh.hintOf('PORTICO_E_UNKNOWN_PLUGIN')).toBe(DIAGNOSTIC_HINTS.PORTICO_E_UNKNOWN_PLUGIN);
  });
});
