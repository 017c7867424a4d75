export { hintOf, loadHints, logWithHint, withHint, type DiagnosticCode, type DiagnosticHints } from './codes';
export { diagnostic, formatDiagnostic, DiagnosticsStore, type Diagnostic } from './diagnostic';
