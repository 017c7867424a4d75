import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { usePermission } from '@portico/sdk';
import { MESSAGE_PLATFORM_WHEN, toolboxRoutes } from '@portico/plugin/toolbox';
import { LINKS } from '../constants';
import { MESSAGES } from '../messages';
import { useBarStyles } from './bar-styles';

/**
 * Links beside the tabs (spec §2.3): 营销学院 (not for multi-access or push users), 消息平台
 * (the toolbox's message-platform menu, not for push users) and 工单 (the toolbox's work orders).
 */
function ExtraLinksView() {
  const s = useBarStyles();
  const school = usePermission({ all: [{ pushUser: false }, { multiAccess: false }] });
  const messagePlatform = usePermission({ all: [MESSAGE_PLATFORM_WHEN, { pushUser: false }] });
  return (
    <span className={s.extra}>
      {school && (
        <a className={s.link} href={LINKS.marketingSchool}>
          {MESSAGES.marketingSchool}
        </a>
      )}
      {messagePlatform && (
        <a className={s.link} href={LINKS.messagePlatform}>
          {MESSAGES.messagePlatform}
        </a>
      )}
      <Link className={s.link} to={toolboxRoutes.workOrders.path}>
        {MESSAGES.workOrder}
      </Link>
    </span>
  );
}
const ExtraLinks = observer(ExtraLinksView);

export default ExtraLinks;
