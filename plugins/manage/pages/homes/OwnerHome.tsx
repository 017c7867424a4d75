import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import {
  abbreviateNumber,
  formatPrice,
  PageFrame,
  requestRef,
  usePermission,
  useService,
  type PageProps,
  LoadState,
  useAnswer,
} from '@portico/sdk';
import { ACCOUNT_API } from '../../api';
import { MESSAGES } from '../../messages';
import { Figures } from './Figures';
import { HOME_MESSAGES as M } from './messages';
import { parseOwnerOverview } from './parse';
import { QuickLinks } from './QuickLinks';

/** The qualification page (spec §2.2 personal/Index: qualification upload). */
export const QUALIFICATION_PAGE = '/markets/toolbox/personal/Index';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

function OwnerHomeView({ title }: PageProps) {
  const s = useStyles();
  const request = useService(requestRef);
  const blocked = usePermission({ flag: 'createAdDisabled' });
  const [answer, retry] = useAnswer(() => request.call<unknown>(ACCOUNT_API.ownerOverview).then(parseOwnerOverview));
  const o = answer.state === 'ready' ? answer.value : null;
  return (
    <PageFrame title={title} description={MESSAGES.descriptions.home}>
      <div className={s.body}>
        {blocked && (
          <MessageBar intent="warning">
            <MessageBarBody>{M.qualificationBlocked}</MessageBarBody>
            <MessageBarActions>
              <Link to={QUALIFICATION_PAGE} className={s.link}>
                {M.goQualification}
              </Link>
            </MessageBarActions>
          </MessageBar>
        )}
        <section className={s.section} aria-labelledby="owner-home-overview">
          <h2 id="owner-home-overview" className={s.heading}>
            {M.overview}
          </h2>
          <LoadState answer={answer} retry={retry} loading={M.loading} failed={M.loadFailed} />
          {o && (
            <Figures
              label={M.overview}
              items={[
                { label: M.balance, value: formatPrice(o.balance) },
                { label: M.todayCost, value: formatPrice(o.todayCost) },
                { label: M.yesterdayCost, value: formatPrice(o.yesterdayCost) },
                { label: M.activePlans, value: abbreviateNumber(o.activePlanCount) },
              ]}
            />
          )}
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
