import { action, makeObservable, observableShallow } from 'mobx';
import { DIAGNOSTIC_HINTS, type DiagnosticCode, type PortalDiagnosticCode } from './codes';

/** A problem found while loading or running plugins. */
export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly pluginId?: string;
  /** Config key or manifest path, when the problem has one (`plugins.header.options.pollMs`). */
  readonly key?: string;
  readonly message: string;
  readonly hint: string;
  readonly severity: 'error' | 'warning';
  /** A crash's error stack (`PORTICO_E_CONTRIBUTION_CRASHED`), for the dev inspector. */
  readonly stack?: string;
  /** A crash's React component stack, for the dev inspector. */
  readonly componentStack?: string;
}

/** Builds a diagnostic with the standard hint for its code (a remote plugin's load logs its own). */
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
    hint: DIAGNOSTIC_HINTS[code],
    severity: extra.severity ?? 'error',
    pluginId: extra.pluginId,
    key: extra.key,
    ...(extra.stack !== undefined && { stack: extra.stack }),
    ...(extra.componentStack !== undefined && { componentStack: extra.componentStack }),
  };
}

/** One line for logs: `PORTICO_E_X [plugin] message — hint`. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.pluginId && `plugin=${d.pluginId}`, d.key && `key=${d.key}`].filter(Boolean).join(' ');
  return `${d.code}${where ? ` [${where}]` : ''} ${d.message} — ${d.hint}`;
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
      // Admins and plugin authors read these in the console; users see a Chinese fallback.
      console.warn(formatDiagnostic(d));
    }
  }

  byPlugin(pluginId: string): Diagnostic[] {
    return this.items.filter((d) => d.pluginId === pluginId);
  }
}
