export { DIAGNOSTIC_HINTS, type DiagnosticCode } from './codes';
export { diagnostic, formatDiagnostic, DiagnosticsStore, type Diagnostic } from './diagnostic';
