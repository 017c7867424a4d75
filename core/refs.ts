import { serviceRef } from './di';
import type { DiagnosticsStore } from './diagnostics';
import type { ExtensionRegistry } from './extensions';

/** Service ref of the portal's {@link ExtensionRegistry}. */
export const extensionsRef = serviceRef<ExtensionRegistry>('core.extensions');
/** Service ref of the portal's {@link DiagnosticsStore}. */
export const diagnosticsRef = serviceRef<DiagnosticsStore>('core.diagnostics');
