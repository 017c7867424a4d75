import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { storageRef, useService, useSession } from '@portico/sdk';
import { noticeOf, shouldNotify } from './api';
import { PLUGIN_ID, QUALIFICATION_PATH, STORAGE } from './constants';
import { MESSAGES } from './messages';
import { useReminderStyles } from './styles';

const isStatus = (v: unknown): v is number | null => v === null || typeof v === 'number';
const isTrue = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * The qualification notice (spec §4, §8) for owner types 1/2/3, whose status the session holds:
 * shown on a new login — the first page of this browser session for this owner — unless that
 * page is the qualification page, and whenever the status differs from the one stored for the
 * owner; the status is then stored. Not uploaded offers 去上传, rejected 重新上传; under review
 * has only 知道了 (no cancel).
 */
function QualificationReminderView() {
  const styles = useReminderStyles();
  const session = useSession();
  const storage = useService(storageRef);
  const store = useMemo(() => storage.scope(PLUGIN_ID), [storage]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const status = session.qualificationStatus;
  // Decided once for this status: navigating on does not bring a closed notice back.
  const [decision, setDecision] = useState(() => ({
    status,
    show: shouldNotify({
      status,
      previous: store.read('local', STORAGE.lastStatus, null, isStatus),
      newLogin: !store.read('session', STORAGE.loggedIn, false, isTrue),
      onQualificationPage: pathname === QUALIFICATION_PATH,
    }),
  }));
  if (decision.status !== status) {
    setDecision({
      status,
      show: shouldNotify({
        status,
        previous: decision.status,
        newLogin: false,
        onQualificationPage: pathname === QUALIFICATION_PATH,
      }),
    });
  }

  useEffect(() => {
    store.write('session', STORAGE.loggedIn, true);
    if (status !== null) store.write('local', STORAGE.lastStatus, status);
  }, [status, store]);

  const notice = noticeOf(status);
  if (!decision.show || !notice) return null;
  const dismiss = () => setDecision({ status, show: false });
  const go = () => {
    dismiss();
    navigate(QUALIFICATION_PATH);
  };
  const text =
    notice.kind === 'not-uploaded'
      ? MESSAGES.notUploaded
      : notice.kind === 'rejected'
        ? MESSAGES.rejected
        : MESSAGES.inReview;

  return (
    <section aria-label={MESSAGES.qualificationRegion}>
      <MessageBar intent="warning" className={styles.bar}>
        <MessageBarBody>{text}</MessageBarBody>
        <MessageBarActions
          containerAction={
            notice.kind === 'in-review' ? undefined : (
              <Button
                appearance="transparent"
                aria-label={MESSAGES.close}
                icon={<Dismiss16Regular />}
                onClick={dismiss}
              />
            )
          }
        >
          {notice.kind === 'in-review' ? (
            <Button onClick={dismiss}>{MESSAGES.gotIt}</Button>
          ) : (
            <Button appearance="primary" onClick={go}>
              {notice.kind === 'not-uploaded' ? MESSAGES.upload : MESSAGES.uploadAgain}
            </Button>
          )}
        </MessageBarActions>
      </MessageBar>
    </section>
  );
}

const QualificationReminder = observer(QualificationReminderView);
export default QualificationReminder;
