import { makeStyles, tokens } from '@fluentui/react-components';
import { type PageProps } from '@portico/sdk';
import {
  DataTable,
  ExportButton,
  PageFrame,
  useAgencyVariant,
  useColumnWidths,
  type Crumb,
  type DataTableColumn,
  serverListTable,
} from '@portico/ui';
import { REPORT_API, type ReportRow } from '../api';
import { AGENCY_OVERVIEW, DIMENSIONS, METRICS, REPORTS, type ReportDefinition } from '../catalog';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { DateRangeBar } from './DateRangeBar';
import { AGENCY_VARIANTS, DESCRIPTIONS, PAGE_TEXT as T } from './messages';
import { ReportNav } from './ReportNav';
import { SummaryRow } from './SummaryRow';
import { TrendChart } from './TrendChart';
import { useReport } from './use-report';

const useStyles = makeStyles({
  layout: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  main: { flex: 1, minWidth: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  tableHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  tableTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** The table columns of a report: its dimensions (fixed left, sortable), then its metrics. */
function columnsOf(report: ReportDefinition): Array<DataTableColumn<ReportRow>> {
  return [
    ...report.dimensions.map((key, i) => ({
      key,
      header: DIMENSIONS[key],
      sortable: true,
      fixed: i === 0 ? ('left' as const) : undefined,
      width: key === 'date' || key === 'hour' ? 120 : 200,
    })),
    ...report.metrics.map((key) => {
      const metric: { header: string; type: DataTableColumn<ReportRow>['type']; abbreviate?: boolean } = METRICS[key];
      return {
        key,
        header: metric.header,
        type: metric.type,
        abbreviate: metric.abbreviate,
        sortable: true,
        // Wide enough for the header on one line (about 14 px a character, and the sort arrow).
        width: Math.max(120, metric.header.length * 14 + 44),
      };
    }),
  ];
}

function ReportView({
  title,
  description,
  crumbs,
  report,
  agency,
}: {
  title: string;
  description: string;
  crumbs: readonly Crumb[];
  report: ReportDefinition;
  agency: boolean;
}) {
  const styles = useStyles();
  const data = useReport(report);
  const widths = useColumnWidths('report');
  const { range, list, overview } = data;
  // The range's figures, the last ones kept while the next load; none after a failure.
  const figures =
    overview.state === 'ready' ? overview.value : overview.state === 'loading' ? (overview.previous ?? null) : null;
  return (
    <div className={styles.layout}>
      <ReportNav agency={agency} />
      <div className={styles.main}>
        <PageFrame title={title} crumbs={crumbs} description={description}>
          <div className={styles.body}>
            <DateRangeBar value={range} onChange={data.setRange} />
            <SummaryRow overview={figures} loading={overview.state === 'loading'} />
            <TrendChart trend={figures?.trend ?? []} range={range} />
            <section className={styles.body} aria-labelledby="report-table-title">
              <div className={styles.tableHead}>
                <h2 id="report-table-title" className={styles.tableTitle}>
                  {T.table(title)}
                </h2>
                <ExportButton
                  request={{
                    path: REPORT_API.export,
                    params: { reportType: report.type, ...data.exportQuery },
                    fileName: T.fileName(title, range.beginDate, range.endDate),
                  }}
                />
              </div>
              <DataTable<ReportRow>
                {...widths}
                label={T.table(title)}
                columns={columnsOf(report)}
                {...serverListTable(list, T.loadFailed)}
                rowKey={(r) => r.id}
                onRetry={data.retry}
              />
            </section>
          </div>
        </PageFrame>
      </div>
    </div>
  );
}

const OWNER_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/` }];
const AGENCY_CRUMBS: readonly Crumb[] = [{ label: M.subApp, to: `${BASE}/?agency=true` }];

/** The page of one report path; the overview shows the agency side's variant on `?agency=true`. */
export function reportPage(path: PagePath) {
  function ReportRoute({ title }: PageProps) {
    const agencyVariant = useAgencyVariant();
    if (path === '/' && agencyVariant) {
      const variant = AGENCY_VARIANTS['/'];
      return (
        <ReportView
          key="agency"
          title={variant.title}
          description={variant.description}
          crumbs={[]}
          report={AGENCY_OVERVIEW}
          agency
        />
      );
    }
    const agency = path.startsWith('/agency/');
    return (
      <ReportView
        key={path}
        title={title}
        description={DESCRIPTIONS[path]}
        crumbs={path === '/' ? [] : agency ? AGENCY_CRUMBS : OWNER_CRUMBS}
        report={REPORTS[path]}
        agency={agency}
      />
    );
  }
  return ReportRoute;
}
