import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { requestRef, usePermission, useService, type PageProps } from '@portico/sdk';
import { abbreviateNumber, ELEMENT_TYPE, formatPrice } from '@portico/ads';
import { DataTable, PageFrame, useAnswer, useColumnWidths, type DataTableColumn } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { MESSAGES } from '../../messages';
import { ACCOUNT_MANAGE_WHEN, PAGES } from '../../routes';
import { OverviewFigures } from './Figures';
import { HOME_MESSAGES as M } from './messages';
import { parseAgencyOverview, type TopClient } from './parse';

const A = M.agency;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorBrandForegroundLink },
  // As wide as its columns (a narrower page scrolls it): no empty band beside the last column.
  table: { width: 'fit-content', maxWidth: '100%' },
});

// 840 px in all: the whole table fits the page from a 1024 px window on. A longer name is cut with
// an ellipsis, the whole name in the cell's tooltip; the figures fit up to a hundred billion yuan.
const TOP_COLUMNS: ReadonlyArray<DataTableColumn<TopClient>> = [
  { key: 'ownerName', header: A.clientName, width: 320 },
  { key: 'ownerId', header: A.clientId, width: 120 },
  { key: 'balance', header: A.balance, type: ELEMENT_TYPE.PRICE, width: 200 },
  { key: 'todayCost', header: A.clientTodayCost, type: ELEMENT_TYPE.PRICE, width: 200 },
];

function AgencyHomeView({ title }: PageProps) {
  const s = useStyles();
  // The link to the client table shows only to those the table's own gate lets in.
  const mayManage = usePermission(ACCOUNT_MANAGE_WHEN);
  const request = useService(requestRef);
  const [answer, retry] = useAnswer(() => request.call<unknown>(ACCOUNT_API.agencyOverview).then(parseAgencyOverview));
  const o = answer.state === 'ready' ? answer.value : null;
  const widths = useColumnWidths('manage', { table: 'top-clients' });
  return (
    <PageFrame title={title} description={MESSAGES.descriptions.agencyHome}>
      <div className={s.body}>
        <section className={s.section} aria-labelledby="agency-home-overview">
          <h2 id="agency-home-overview" className={s.heading}>
            {A.overview}
          </h2>
          <OverviewFigures
            answer={answer}
            retry={retry}
            label={A.overview}
            items={(v) => [
              { label: A.clientCount, value: abbreviateNumber(v.clientCount) },
              { label: A.activeClients, value: abbreviateNumber(v.activeClientCount) },
              { label: A.totalBalance, value: formatPrice(v.totalBalance) },
              { label: A.todayCost, value: formatPrice(v.todayCost) },
              { label: A.yesterdayCost, value: formatPrice(v.yesterdayCost) },
            ]}
          />
        </section>
        {o && (
          <section className={s.section} aria-labelledby="agency-home-top">
            <div className={s.head}>
              <h2 id="agency-home-top" className={s.heading}>
                {A.topClients}
              </h2>
              {mayManage && (
                <Link to={PAGES.refs.clients.href({ agency: 'true' })} className={s.link}>
                  {A.allClients}
                </Link>
              )}
            </div>
            <div className={s.table}>
              <DataTable
                {...widths}
                label={A.topClients}
                columns={TOP_COLUMNS}
                rows={o.topClients}
                rowKey={(c) => c.ownerId}
              />
            </div>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

/** The agency home (spec §2.2 `agency/home`, `agency/Home`): the clients' figures and the top clients of the day. */
export const AgencyHome = observer(AgencyHomeView);
