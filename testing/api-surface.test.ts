import { describeApiReport } from '../scripts/api-surface';
import { TESTING_REPORT } from '../scripts/api-report';

// What plugin authors test with is a contract too: a change to the tester or renderPortal is a
// reviewed change of testing/api-report.md.
describeApiReport(TESTING_REPORT);
