import { describeApiReport } from '../scripts/api-surface';
import { SDK_REPORT } from '../scripts/api-report';

// The plugin contract is explicit: sdk/api-report.md lists every export of @portico/sdk with its
// signature, so a change to the contract is a reviewed change of that file. The contract stays
// small: the UI kit and the domain are entries of their own, host-only names are internal.
describeApiReport(SDK_REPORT, { maxExports: 61 });
