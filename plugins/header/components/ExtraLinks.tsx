import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { usePermission } from '@portico/sdk';
import { LINKS, MENU } from '../constants';
import { MESSAGES } from '../messages';

/**
 * Links beside the tabs (spec §2.3): 营销学院 (not for multi-access or push users), 消息平台
 * (menu 927, not for push users) and 工单.
 */
const ExtraLinks = observer(function ExtraLinks() {
  const school = usePermission({ all: [{ pushUser: false }, { multiAccess: false }] });
  const messagePlatform = usePermission({ all: [{ menu: MENU.TOOLBOX_AND_MESSAGE_PLATFORM }, { pushUser: false }] });
  return (
    <span className="hdr-extra">
      {school && (
        <a className="hdr-link" href={LINKS.marketingSchool}>
          {MESSAGES.marketingSchool}
        </a>
      )}
      {messagePlatform && (
        <a className="hdr-link" href={LINKS.messagePlatform}>
          {MESSAGES.messagePlatform}
        </a>
      )}
      <Link className="hdr-link" to={LINKS.workOrder}>
        {MESSAGES.workOrder}
      </Link>
    </span>
  );
});

export default ExtraLinks;
