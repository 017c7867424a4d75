import { createContext, useContext } from 'react';
import type {
  DiagnosticsStore,
  ExtensionRegistry,
  PluginInspection,
  ServiceResolver,
  SessionStore,
} from '@portico/core';

/** What React bindings read: the running portal. */
export interface PortalHandle {
  readonly container: ServiceResolver;
  readonly extensions: ExtensionRegistry;
  readonly diagnostics: DiagnosticsStore;
  readonly session: SessionStore;
  /** What the runtime did with each plugin (read-only; the dev inspector shows it). */
  readonly plugins: PluginInspection;
}

/** React context of the running portal; provided by the host and by `renderPortal`. */
export const PortalContext = createContext<PortalHandle | null>(null);

/** The running portal; throws outside a portal. */
export function usePortal(): PortalHandle {
  const portal = useContext(PortalContext);
  if (!portal)
    throw new Error('PORTICO_E_NO_PORTAL: this component must render inside a Portico portal (host or renderPortal)');
  return portal;
}
