import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { permissionRef, routePoint, useContributions, useService, type When } from '@portico/sdk';
import { financeRoutes } from '@portico/plugin/finance';
import { reportRoutes } from '@portico/plugin/report';
import { manageRoutes } from '../../public';
import { HOME_MESSAGES as M } from './messages';

/** Spec §6: push users see no promotion, data. */
const NOT_PUSH: When = { pushUser: false };

/**
 * The pages the owner home links to, by route path: each link shows only where its page's own
 * gate (the route contribution's `when`, read from the registry, never copied) lets the user in
 * and its sub-app is switched on. 推广 and 数据 add spec §6's "push users see no promotion, data".
 */
export const QUICK_LINKS: ReadonlyArray<{
  readonly key: keyof typeof M.links;
  readonly path: string;
  readonly to: string;
  readonly also?: When;
}> = [
  { key: 'promotion', path: manageRoutes.plans.path, to: manageRoutes.plans.path, also: NOT_PUSH },
  { key: 'data', path: reportRoutes.overview.path, to: reportRoutes.overview.path, also: NOT_PUSH },
  { key: 'finance', path: financeRoutes.home.path, to: `${financeRoutes.home.path}/` },
];

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  link: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}` },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

function QuickLinksView() {
  const s = useStyles();
  const permission = useService(permissionRef);
  // Only the pages this user may open: the registry lists routes by each page's own `when`.
  const open = new Set(useContributions(routePoint).map((r) => r.path));
  const shown = QUICK_LINKS.filter((l) => open.has(l.path) && permission.allows(l.also));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={M.quickLinks}>
      <ul className={s.list}>
        {shown.map((l) => (
          <li key={l.key}>
            <Link to={l.to} className={s.link}>
              <span className={s.label}>{M.links[l.key].label}</span>
              <span className={s.hint}>{M.links[l.key].hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 快捷入口 of the owner home (spec §2.2: links to 推广, 数据, 财务). */
export const QuickLinks = observer(QuickLinksView);
