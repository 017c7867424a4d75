import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { navigationRef, useService, useSession } from '@portico/sdk';
import { manageRoutes } from '@portico/plugin/manage';
import { MESSAGES } from './messages';

/** Spec §2.2: under `?multiAccessId=` a banner names the supervisor's role and name, with a way back. */
function SupervisionBannerView() {
  const session = useSession();
  const navigation = useService(navigationRef);
  const supervisor = session.loginUser;
  if (!supervisor) return null;
  const role = MESSAGES.roles[supervisor.loginType] ?? MESSAGES.defaultRole;
  return (
    <MessageBar intent="info" layout="singleline" aria-label={MESSAGES.label} style={{ borderRadius: 0 }}>
      <MessageBarBody>{MESSAGES.text(role, supervisor.ownerName)}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" appearance="primary" onClick={() => navigation.backToAgency(manageRoutes.agencyHome.path)}>
          {MESSAGES.back(role)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
const SupervisionBanner = observer(SupervisionBannerView);

export default SupervisionBanner;
