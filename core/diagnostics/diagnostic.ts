import { action, makeObservable, observableShallow } from 'mobx';
import { withHint, type DiagnosticCode, type PortalDiagnosticCode } from './codes';

/**
 * A problem found while loading or running plugins. Its fix hint is its code's (`hintOf(code)`),
 * loaded when a problem is shown: the hint table is a lazy chunk, not a field of every diagnostic.
 */
export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly pluginId?: string;
  /** Config key or manifest path, when the problem has one (`plugins.header.options.pollMs`). */
  readonly key?: string;
  readonly message: string;
  readonly severity: 'error' | 'warning';
  /** A crash's error stack (`PORTICO_E_CONTRIBUTION_CRASHED`), for the dev inspector. */
  readonly stack?: string;
  /** A crash's React component stack, for the dev inspector. */
  readonly componentStack?: string;
}

/**
 * Builds a diagnostic (its hint is its code's: `hintOf(code)`). A remote plugin's load logs its own
 * failures (`RemotePluginCode`).
 */
export function diagnostic(
  code: PortalDiagnosticCode,
  message: string,
  extra: {
    pluginId?: string;
    key?: string;
    severity?: 'error' | 'warning';
    stack?: string;
    componentStack?: string;
  } = {},
): Diagnostic {
  return {
    code,
    message,
    severity: extra.severity ?? 'error',
    pluginId: extra.pluginId,
    key: extra.key,
    ...(extra.stack !== undefined && { stack: extra.stack }),
    ...(extra.componentStack !== undefined && { componentStack: extra.componentStack }),
  };
}

/** One line for logs: `PORTICO_E_X [plugin] message — hint` (without ` — hint` when there is none). */
export function formatDiagnostic(d: Diagnostic, hint?: string): string {
  const where = [d.pluginId && `plugin=${d.pluginId}`, d.key && `key=${d.key}`].filter(Boolean).join(' ');
  return `${d.code}${where ? ` [${where}]` : ''} ${d.message}${hint ? ` — ${hint}` : ''}`;
}

/** The observable list of diagnostics of one portal instance. */
export class DiagnosticsStore {
  readonly items: Diagnostic[] = [];

  constructor() {
    makeObservable(this, { items: observableShallow, add: action });
  }

  add(...items: Diagnostic[]): void {
    for (const d of items) {
      this.items.push(d);
      // Admins and plugin authors read these in the console, with the hint (logged once the lazy
      // hint table is here, in the order added); users see a Chinese fallback.
      withHint(d.code, (hint) => console.warn(formatDiagnostic(d, hint)));
    }
  }

  byPlugin(pluginId: string): Diagnostic[] {
    return this.items.filter((d) => d.pluginId === pluginId);
  }
}
