import { describeApiReport } from '../scripts/api-surface';
import { ADS_REPORT } from '../scripts/api-report';

// The advertising domain is a contract of its own: ads/api-report.md lists every export of @portico/ads.
describeApiReport(ADS_REPORT);
