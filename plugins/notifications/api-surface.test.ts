import { describeApiReport } from '../../scripts/api-surface';
import { pluginReport } from '../../scripts/api-report';

// What other plugins may import from this one (public.ts) is reviewed as a contract: api-report.md.
describeApiReport(pluginReport('notifications'));
