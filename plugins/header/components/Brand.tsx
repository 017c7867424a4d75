import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useSession } from '@portico/sdk';
import { manageRoutes } from '@portico/plugin/manage';
import { MESSAGES } from '../messages';
import { useBarStyles } from './bar-styles';

/** Logo and product name, linking to the user's home. */
function BrandView() {
  const s = useBarStyles();
  const session = useSession();
  const home =
    session.accountType === 'agency' || session.accountType === 'operator'
      ? manageRoutes.agencyHome.path
      : manageRoutes.ownerHome.path;
  return (
    <Link to={home} className={s.brand} aria-label={`${MESSAGES.brand} ${MESSAGES.home}`}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect className={s.logo} width="28" height="28" rx="6" />
        <path className={s.logoGlyph} d="M7 19 L12 9 L16 16 L18.5 12 L21 19 Z" />
      </svg>
      <span className={s.brandName}>{MESSAGES.brand}</span>
    </Link>
  );
}
const Brand = observer(BrandView);

export default Brand;
