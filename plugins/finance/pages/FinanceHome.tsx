import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { requestRef, useService, type PageProps } from '@portico/sdk';
import { DataTable, PageFrame, useAgencyVariant, useColumnWidths } from '@portico/ui';
import { fetchPage, FINANCE_API, parseRecord, type RecordRow } from '../api';
import { records } from './lists';
import { BASE } from '../routes';
import { FigureTiles, type FigureSpec } from './FigureTiles';
import { AGENCY_VARIANTS, DESCRIPTIONS, PAGE_TEXT as T } from './messages';
import { useFigures } from './use-figures';

const OWNER_FIGURES: readonly FigureSpec[] = [
  { key: 'balance', label: T.balance, money: true },
  { key: 'cashBalance', label: T.cashBalance, money: true },
  { key: 'grantBalance', label: T.grantBalance, money: true },
  { key: 'todayCost', label: T.todayCost, money: true },
  { key: 'yesterdayCost', label: T.yesterdayCost, money: true },
];
const AGENCY_FIGURES: readonly FigureSpec[] = [
  { key: 'balance', label: T.balance, money: true },
  { key: 'clientCount', label: T.clientCount, money: false },
  { key: 'clientBalance', label: T.clientBalance, money: true },
  { key: 'todayCost', label: T.todayCost, money: true },
];
const OWNER_LINKS = [
  { to: `${BASE}/recharge`, label: T.recharge },
  { to: `${BASE}/record`, label: T.record },
  { to: `${BASE}/flow`, label: T.flow },
];
const AGENCY_LINKS = [
  { to: `${BASE}/agencyRecharge`, label: T.agencyRecharge },
  { to: `${BASE}/home/subclient`, label: T.subclient },
  { to: `${BASE}/agencyRecord`, label: T.agencyRecord },
  { to: `${BASE}/agencyFlow`, label: T.agencyFlow },
];

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  link: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

/** How many of the latest records the owner overview shows. */
const RECENT_RECORDS = 5;
const OWNER_RECORDS = records('owner');

/** The owner's latest recharges (newest first), with a link to every record. */
function RecentRecords() {
  const styles = useStyles();
  const request = useService(requestRef);
  const [rows, setRows] = useState<RecordRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const widths = useColumnWidths('finance');
  useEffect(() => {
    let live = true;
    const params = { side: 'owner', pageNum: 1, pageSize: RECENT_RECORDS };
    fetchPage(request, FINANCE_API.records, params, parseRecord).then(
      (page) => live && setRows(page.rows),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [request]);
  return (
    <section aria-labelledby="finance-recent">
      <h2 id="finance-recent" className={styles.heading}>
        {T.recent}
      </h2>
      <DataTable<RecordRow>
        {...widths}
        label={T.recent}
        columns={OWNER_RECORDS.columns}
        rows={rows ?? []}
        rowKey={OWNER_RECORDS.rowKey}
        loading={rows === null && !failed}
        error={failed ? T.loadFailed : null}
      />
    </section>
  );
}

/** The finance overview: the owner's balances, or on `?agency=true` the agency's, with the pages they lead to. */
function Overview({ agency, title, description }: { agency: boolean; title: string; description: string }) {
  const styles = useStyles();
  const { figures } = useFigures(agency ? FINANCE_API.agencyOverview : FINANCE_API.overview);
  const links = agency ? AGENCY_LINKS : OWNER_LINKS;
  return (
    <PageFrame title={title} description={description}>
      <div className={styles.body}>
        <FigureTiles specs={agency ? AGENCY_FIGURES : OWNER_FIGURES} figures={figures} />
        <section aria-labelledby="finance-links">
          <h2 id="finance-links" className={styles.heading}>
            {T.links}
          </h2>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <Link className={styles.link} to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {!agency && <RecentRecords />}
      </div>
    </PageFrame>
  );
}

/** `/markets/finance/` and `/home`: the owner overview, or the agency one on `?agency=true`. */
export function FinanceHome({ title }: PageProps) {
  const agency = useAgencyVariant();
  const variant = AGENCY_VARIANTS['/home'];
  return agency ? (
    <Overview key="agency" agency title={variant.title} description={variant.description} />
  ) : (
    <Overview key="owner" agency={false} title={title} description={DESCRIPTIONS['/home']} />
  );
}
