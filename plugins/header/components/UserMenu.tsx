import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { PersonCircle20Regular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { navigationRef, requestRef, useService, useSession } from '@portico/sdk';
import { LINKS } from '../constants';
import { MESSAGES } from '../messages';
import { useBarStyles } from './bar-styles';

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

  const logout = () => {
    // Spec §8: a non-zero logout code (or a failed call) still goes to login.
    const toLogin = () => navigation.toLogin();
    request.call(LINKS.logout, {}, { manual: true }).then(toLogin, toLogin);
  };
  const backToAgency = () => {
    navigation.backToAgency();
  };

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          className={s.onBar}
          icon={<PersonCircle20Regular />}
          aria-label={`${MESSAGES.userMenu}：${user.ownerName}`}
        >
          <span className={s.userName}>{user.ownerName}</span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{user.ownerName}</MenuGroupHeader>
            <MenuItem disabled>{`${MESSAGES.ownerId}：${user.ownerId}`}</MenuItem>
            {user.accId !== undefined && user.accId !== null && user.accId !== '' && (
              <MenuItem disabled>{`${MESSAGES.accId}：${user.accId}`}</MenuItem>
            )}
          </MenuGroup>
          <MenuDivider />
          {session.loginUser ? (
            <MenuItem onClick={backToAgency}>{MESSAGES.backToAgency}</MenuItem>
          ) : (
            <MenuItem onClick={logout}>{MESSAGES.logout}</MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
const UserMenu = observer(UserMenuView);

export default UserMenu;
