export { DIAGNOSTIC_HINTS, type DiagnosticCode, type PortalDiagnosticCode, type RemotePluginCode } from './codes';
export { REMOTE_PLUGIN_HINTS } from './remote-plugin-codes';
export { diagnostic, formatDiagnostic, DiagnosticsStore, type Diagnostic } from './diagnostic';
