import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link as FluentLink, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { navigationRef, useService } from '@portico/sdk';
import { LINKS, PASSWORD_HINT_KEY, PASSWORD_NOTICE_KEY } from '../constants';
import { MESSAGES } from '../messages';

interface StoredNotice {
  readonly text?: string;
  readonly link?: string;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The password-hint dialog (one confirm button) and the password-change notice held in
 * session storage, with its link to the change-password page (spec §2.3).
 */
export default function PasswordNotices() {
  const navigate = useNavigate();
  const navigation = useService(navigationRef);
  const [hint, setHint] = useState(() => readJson<{ text?: string }>(PASSWORD_HINT_KEY));
  const notice = readJson<StoredNotice>(PASSWORD_NOTICE_KEY);
  const link = notice?.link && navigation.isSafeUrl(notice.link) ? notice.link : LINKS.changePassword;
  const confirm = () => {
    sessionStorage.removeItem(PASSWORD_HINT_KEY);
    setHint(null);
  };
  return (
    <>
      {notice && (
        <MessageBar intent="warning" className="hdr-password-notice">
          <MessageBarBody>
            {notice.text ?? MESSAGES.passwordNotice}{' '}
            <FluentLink onClick={() => navigate(link)}>{MESSAGES.passwordNoticeLink}</FluentLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <Dialog open={!!hint} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{MESSAGES.passwordHintTitle}</DialogTitle>
            <DialogContent>{hint?.text ?? MESSAGES.passwordNotice}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={confirm}>{MESSAGES.passwordHintConfirm}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
