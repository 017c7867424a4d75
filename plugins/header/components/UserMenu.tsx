import { Button, mergeClasses } from '@fluentui/react-components';
import { PersonCircle20Regular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { navigationRef, requestRef, useService, useSession } from '@portico/sdk';
import { manageRoutes } from '@portico/plugin/manage';
import { LINKS } from '../constants';
import { MESSAGES } from '../messages';
import { useBarStyles } from './bar-styles';
import { MenuOnIntent } from './MenuOnIntent';

/**
 * The user dropdown (spec §2.3): owner name, owner id and accId; 退出登录, or 返回代理商 while
 * acting on behalf of another account; 未登录 when logged out.
 */
function UserMenuView() {
  const s = useBarStyles();
  const session = useSession();
  const request = useService(requestRef);
  const navigation = useService(navigationRef);
  const user = session.user;

  if (!user) {
    return (
      <span className={s.userAnon}>
        <span>{MESSAGES.notLoggedIn}</span>
        <a className={s.link} href={navigation.loginUrl(location.pathname + location.search)}>
          {MESSAGES.login}
        </a>
      </span>
    );
  }

  const logout = async () => {
    // Spec §7: the answer's directUrl when the navigation service deems it safe (a portal path or an
    // allowed host); anything else — no address, an unsafe one, a non-zero code (§8) — goes to login.
    const answer = await request
      .call<{ directUrl?: unknown } | null>(LINKS.logout, {}, { manual: true })
      .catch(() => null);
    const direct = typeof answer?.directUrl === 'string' ? answer.directUrl : '';
    if (!direct || !navigation.open(direct)) navigation.toLogin();
  };
  // logout settles every outcome itself (a failed call goes to login): the menu item drops its promise.
  const logoutClick = () => void logout();
  const backToAgency = () => {
    navigation.backToAgency(manageRoutes.agencyHome.path);
  };

  const trigger = (
    <Button
      appearance="transparent"
      className={mergeClasses(s.onBar, s.iconOnlyWhenCompact)}
      icon={<PersonCircle20Regular />}
      aria-label={`${MESSAGES.userMenu}：${user.ownerName}`}
    >
      <span className={s.userName}>{user.ownerName}</span>
    </Button>
  );
  return (
    <MenuOnIntent
      trigger={trigger}
      render={(m, button, state) => (
        <m.Menu positioning="below-end" {...state}>
          <m.MenuTrigger disableButtonEnhancement>{button}</m.MenuTrigger>
          <m.MenuPopover>
            <m.MenuList>
              <m.MenuGroup>
                <m.MenuGroupHeader>{user.ownerName}</m.MenuGroupHeader>
                <m.MenuItem disabled>{`${MESSAGES.ownerId}：${user.ownerId}`}</m.MenuItem>
                {user.accId !== undefined && user.accId !== null && user.accId !== '' && (
                  <m.MenuItem disabled>{`${MESSAGES.accId}：${user.accId}`}</m.MenuItem>
                )}
              </m.MenuGroup>
              <m.MenuDivider />
              {session.loginUser ? (
                <m.MenuItem onClick={backToAgency}>{MESSAGES.backToAgency}</m.MenuItem>
              ) : (
                <m.MenuItem onClick={logoutClick}>{MESSAGES.logout}</m.MenuItem>
              )}
            </m.MenuList>
          </m.MenuPopover>
        </m.Menu>
      )}
    />
  );
}
const UserMenu = observer(UserMenuView);

export default UserMenu;
