import { useId, useState, type FormEvent } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ApiError, eventBusRef, requestRef, usePermission, useService, type PageProps } from '@portico/sdk';
import { PageFrame, useAgencyVariant } from '@portico/ui';
import { ACCOUNT_API, WRONG_PASSWORD_CODE } from '../../api';
import { DESCRIPTIONS } from '../messages';
import { toolboxHome } from './crumbs';
import { ACCOUNT_MESSAGES as M } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { clearPasswordNotices } from './password-notice';
import { passwordErrors, type PasswordErrors } from './rules';
import { useAccountStyles } from './styles';

const P = M.password;
const EMPTY = { current: '', next: '', confirm: '' };

/**
 * 修改密码 (spec §2.2 changepwd; `?agency=true` for agency roles): current, new and confirmed
 * password with the rules beside the fields; mismatches and server errors under the field they
 * concern. Agencies and operators change theirs through the agency call, owners through the owner
 * call (both ours). Success removes the password-change notice of spec §2.3.
 */
export default function ChangePasswordPage({ title }: PageProps) {
  const s = useAccountStyles();
  const request = useService(requestRef);
  const events = useService(eventBusRef);
  const agencySide = usePermission({ accountType: ['agency', 'operator'] });
  const agencyUrl = useAgencyVariant();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setDone(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = passwordErrors(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await request.call(
        agencySide ? ACCOUNT_API.agencyChangePassword : ACCOUNT_API.changePassword,
        { oldPassword: values.current, newPassword: values.next },
        { silent: true },
      );
      clearPasswordNotices(events, 'toolbox.changepwd');
      setValues(EMPTY);
      setDone(true);
    } catch (err) {
      const message = err instanceof ApiError && err.message ? err.message : P.failed;
      setErrors(err instanceof ApiError && err.code === WRONG_PASSWORD_CODE ? { current: message } : { next: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={title} crumbs={[toolboxHome(agencyUrl)]} description={DESCRIPTIONS['/changepwd']}>
      {/* submit shows a failed change under the field it concerns: nothing is left to handle. */}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title} className={s.section}>
        <NewPasswordFields
          id={id}
          className={s}
          next={values.next}
          confirm={values.confirm}
          current={values.current}
          errors={errors}
          onNext={set('next')}
          onConfirm={set('confirm')}
          before={
            <Field
              label={P.current}
              required
              validationMessage={errors.current}
              validationState={errors.current ? 'error' : 'none'}
            >
              <Input
                type="password"
                autoComplete="current-password"
                value={values.current}
                onChange={(_, d) => set('current')(d.value)}
              />
            </Field>
          }
        />
        <div className={s.actions}>
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? P.submitting : P.submit}
          </Button>
        </div>
        {done && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{P.done}</MessageBarBody>
          </MessageBar>
        )}
      </form>
    </PageFrame>
  );
}
