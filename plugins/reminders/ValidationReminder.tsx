import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { requestRef, storageRef, useService } from '@portico/sdk';
import { validationDeadline } from './api';
import { OWNER_HOME_PATHS, PLUGIN_ID, STORAGE, VALIDATION_API, VALIDATION_PATH } from './constants';
import { MESSAGES } from './messages';
import { useReminderStyles } from './styles';

const isTrue = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * The business validation reminder (spec §4, §8): checked on the owner home
 * (`query_verify_status`, messages suppressed); while validating and not expired, a warning that
 * stays until the user closes it, once per browser session, naming the deadline and linking to
 * 工具箱-经营验证.
 */
export default function ValidationReminder() {
  const styles = useReminderStyles();
  const request = useService(requestRef);
  const storage = useService(storageRef);
  const store = useMemo(() => storage.scope(PLUGIN_ID), [storage]);
  const onHome = OWNER_HOME_PATHS.includes(useLocation().pathname);
  const [deadline, setDeadline] = useState<string | null>(null);

  useEffect(() => {
    if (!onHome || store.read('session', STORAGE.validationShown, false, isTrue)) return;
    let live = true;
    request
      .call<unknown>(VALIDATION_API, {}, { silent: true })
      .then((data) => {
        const due = validationDeadline(data);
        if (!live || !due) return;
        store.write('session', STORAGE.validationShown, true);
        setDeadline(due);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [onHome, request, store]);

  if (!deadline) return null;
  return (
    <section aria-label={MESSAGES.validationRegion}>
      <MessageBar intent="warning" className={styles.bar}>
        <MessageBarBody>
          {MESSAGES.validating(deadline)}{' '}
          <RouterLink to={VALIDATION_PATH} className={styles.link}>
            {MESSAGES.goValidate}
          </RouterLink>
        </MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              aria-label={MESSAGES.close}
              icon={<Dismiss16Regular />}
              onClick={() => setDeadline(null)}
            />
          }
        />
      </MessageBar>
    </section>
  );
}
