import { observer } from 'mobx-react-lite';
import { makeStyles, tokens } from '@fluentui/react-components';
import { requestRef, useService, type PageProps } from '@portico/sdk';
import { abbreviateNumber, formatPrice } from '@portico/ads';
import { AdCreationNotice, PageFrame, useAnswer } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { MESSAGES } from '../../messages';
import { OverviewFigures } from './Figures';
import { HOME_MESSAGES as M } from './messages';
import { parseOwnerOverview } from './parse';
import { QuickLinks } from './QuickLinks';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // The body's gap spaces the notice like the sections.
  notice: { ':not(:last-child)': { marginBottom: 0 } },
});

function OwnerHomeView({ title }: PageProps) {
  const s = useStyles();
  const request = useService(requestRef);
  const [answer, retry] = useAnswer(() => request.call<unknown>(ACCOUNT_API.ownerOverview).then(parseOwnerOverview));
  return (
    <PageFrame title={title} description={MESSAGES.descriptions.home}>
      <div className={s.body}>
        <AdCreationNotice className={s.notice} />
        <section className={s.section} aria-labelledby="owner-home-overview">
          <h2 id="owner-home-overview" className={s.heading}>
            {M.overview}
          </h2>
          <OverviewFigures
            answer={answer}
            retry={retry}
            label={M.overview}
            items={(v) => [
              { label: M.balance, value: formatPrice(v.balance) },
              { label: M.todayCost, value: formatPrice(v.todayCost) },
              { label: M.yesterdayCost, value: formatPrice(v.yesterdayCost) },
              { label: M.activePlans, value: abbreviateNumber(v.activePlanCount) },
            ]}
          />
        </section>
        <section className={s.section} aria-labelledby="owner-home-links">
          <h2 id="owner-home-links" className={s.heading}>
            {M.quickLinks}
          </h2>
          <QuickLinks />
        </section>
      </div>
    </PageFrame>
  );
}

/** The owner home (spec §2.2 `/markets/manage/` and `IndexManage`): account figures, quick links, the qualification notice. */
export const OwnerHome = observer(OwnerHomeView);
