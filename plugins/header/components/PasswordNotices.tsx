import { useEffect, useReducer, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { eventBusRef, navigationRef, usePermission, useService } from '@portico/sdk';
import { AGENCY_OR_OPERATOR, useFocusReturn } from '@portico/ui';
import { PASSWORD_HINT_KEY, PASSWORD_NOTICE_KEY } from '../constants';
import { MESSAGES } from '../messages';
import { useBarStyles } from './bar-styles';
import { passwordNoticeLink } from './password-link';

interface StoredNotice {
  readonly text?: string;
  readonly link?: string;
}

/** Pages of the portal, opened with the router rather than a page load. */
const PORTAL_PAGES = '/markets/';

const stringOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The notice written under `key` by the page outside the portal (see constants.ts), or null.
 * Any truthy JSON value counts (a bare flag shows the default text); only string `text` and
 * `link` are used. Never throws: storage that is missing, refused or corrupt means no notice.
 */
function readNotice(key: string): StoredNotice | null {
  let value: unknown;
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value) return null;
  const fields = typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { text: stringOrUndefined(fields.text), link: stringOrUndefined(fields.link) };
}

/**
 * The password-hint dialog (one confirm button) and the password-change notice held in
 * session storage, with its link to the change-password page — its agency side for agency roles
 * (spec §2.2, §2.3). Both are read from the externally written keys of constants.ts, not from
 * the storage service's plugin scope.
 */
function PasswordNoticesView() {
  const s = useBarStyles();
  const navigate = useNavigate();
  const navigation = useService(navigationRef);
  const events = useService(eventBusRef);
  const agencySide = usePermission(AGENCY_OR_OPERATOR);
  const [hint, setHint] = useState(() => readNotice(PASSWORD_HINT_KEY));
  const surfaceRef = useFocusReturn(!!hint);
  // A changed password removes both notices from storage (toolbox 修改密码): read them again.
  const [, reread] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      events.on('password:changed', () => {
        setHint(readNotice(PASSWORD_HINT_KEY));
        reread();
      }),
    [events],
  );
  const notice = readNotice(PASSWORD_NOTICE_KEY);
  const link = passwordNoticeLink(notice?.link, agencySide, (url) => navigation.isSafeServerLink(url));
  // The stored link comes from outside the portal and passed the one URL policy above: a portal
  // page opens with the router, any other address through the navigation service — never as a
  // router path, which turned an absolute address into a broken portal path.
  const follow = () => (link.startsWith(PORTAL_PAGES) ? navigate(link) : navigation.open(link));
  const confirm = () => {
    try {
      sessionStorage.removeItem(PASSWORD_HINT_KEY);
    } catch {
      // Storage refused: the dialog still closes for this page.
    }
    setHint(null);
  };
  return (
    <>
      {notice && (
        <MessageBar intent="warning" className={s.passwordNotice}>
          <MessageBarBody>
            {notice.text ?? MESSAGES.passwordNotice}{' '}
            <FluentLink onClick={follow}>{MESSAGES.passwordNoticeLink}</FluentLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <Dialog open={!!hint} modalType="alert">
        <DialogSurface ref={surfaceRef}>
          <DialogBody>
            <DialogTitle>{MESSAGES.passwordHintTitle}</DialogTitle>
            <DialogContent>{hint?.text ?? MESSAGES.passwordNotice}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={confirm}>
                {MESSAGES.passwordHintConfirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
const PasswordNotices = observer(PasswordNoticesView);

export default PasswordNotices;
