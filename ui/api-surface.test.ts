import { describeApiReport } from '../scripts/api-surface';
import { UI_REPORT } from '../scripts/api-report';

// The UI kit is a contract of its own: ui/api-report.md lists every export of @portico/ui.
describeApiReport(UI_REPORT);
