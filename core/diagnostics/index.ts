export {
  hintOf,
  loadHints,
  logWithHint,
  withHint,
  type DiagnosticCode,
  type DiagnosticHints,
  type PortalDiagnosticCode,
  type RemotePluginCode,
} from './codes';
export { diagnostic, formatDiagnostic, DiagnosticsStore, type Diagnostic } from './diagnostic';
