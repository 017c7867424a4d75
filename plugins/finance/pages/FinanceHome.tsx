import { Link } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PageFrame, useAgencyVariant, type PageProps } from '@portico/sdk';
import { FINANCE_API } from '../api';
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
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
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
