import { describeApiReport } from '../scripts/api-surface';
import { SDK_REPORT } from '../scripts/api-report';

// The plugin contract is explicit: sdk/api-report.md lists every export of @portico/sdk with its
// signature, so a change to the contract is a reviewed change of that file.
describeApiReport(SDK_REPORT);
