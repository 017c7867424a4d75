import { useId, useState, type FormEvent } from 'react';
import { Button, Caption1, Checkbox, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import { ApiError, requestRef, useService, type PageProps } from '@portico/sdk';
import { PageFrame, LoadState, useAnswer } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { DESCRIPTIONS } from '../messages';
import { toolboxHome } from './crumbs';
import { ACCOUNT_MESSAGES as M } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { parseBatchResult, parseClients, type BatchResult, type ClientAccount } from './parse';
import { passwordErrors, type PasswordErrors } from './rules';
import { useAccountStyles } from './styles';

const B = M.batch;

/**
 * 批量修改密码 (spec §2.2 agencyMultChangPassword, §6: agencies and ADMIN operators; the route's
 * gate shows everyone else the no-permission page): choose client accounts from our list call,
 * set one new password (rules beside the field), and see which accounts changed and which failed
 * with the server's reason. Frozen accounts cannot be chosen.
 */
export default function BatchPasswordPage({ title }: PageProps) {
  const s = useAccountStyles();
  const request = useService(requestRef);
  const id = useId();
  const [clients, retry] = useAnswer(async () => parseClients(await request.call<unknown>(ACCOUNT_API.clientAccounts)));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [values, setValues] = useState({ next: '', confirm: '' });
  const [errors, setErrors] = useState<PasswordErrors & { accounts?: string }>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);

  const list = clients.state === 'ready' ? clients.value : [];
  const selectable = list.filter((c) => !c.frozen);
  const allChosen = selectable.length > 0 && selectable.every((c) => chosen.has(c.ownerId));

  const toggle = (c: ClientAccount, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(c.ownerId);
    else next.delete(c.ownerId);
    setChosen(next);
    setErrors((e) => ({ ...e, accounts: undefined }));
  };
  const set = (field: 'next' | 'confirm') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: PasswordErrors & { accounts?: string } = passwordErrors(values);
    const sent = selectable.filter((c) => chosen.has(c.ownerId));
    if (sent.length === 0) found.accounts = B.accountsRequired;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await request.call<unknown>(
        ACCOUNT_API.batchPassword,
        { ownerIds: sent.map((c) => c.ownerId).join(','), newPassword: values.next },
        { silent: true },
      );
      setResult(parseBatchResult(answer, sent));
      setValues({ next: '', confirm: '' });
      setChosen(new Set());
    } catch (err) {
      setErrors({ next: err instanceof ApiError && err.message ? err.message : M.password.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={title} crumbs={[toolboxHome(true)]} description={DESCRIPTIONS['/agencyMultChangPassword']}>
      <LoadState answer={clients} retry={retry} />
      {clients.state === 'ready' && (
        // submit shows a failed change under the password field: nothing is left to handle.
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={title} className={s.section}>
          <fieldset
            className={s.fieldset}
            aria-describedby={errors.accounts ? `${id}-accounts-error` : `${id}-accounts-hint`}
          >
            <legend className={s.legend}>{B.accountsTitle}</legend>
            {list.length === 0 ? (
              <p className={s.empty}>{M.empty}</p>
            ) : (
              <>
                <Checkbox
                  label={B.selectAll}
                  checked={allChosen ? true : chosen.size > 0 ? 'mixed' : false}
                  onChange={(_, d) => {
                    setChosen(new Set(d.checked === true ? selectable.map((c) => c.ownerId) : []));
                    setErrors((x) => ({ ...x, accounts: undefined }));
                  }}
                />
                <div className={s.accounts}>
                  {list.map((c) => (
                    <Checkbox
                      key={c.ownerId}
                      label={`${B.accountLabel(c.ownerName, c.ownerId)}${c.frozen ? `（${B.frozen}）` : ''}`}
                      checked={chosen.has(c.ownerId)}
                      disabled={c.frozen}
                      onChange={(_, d) => toggle(c, d.checked === true)}
                    />
                  ))}
                </div>
                <Caption1 id={`${id}-accounts-hint`}>{B.selected(chosen.size)}</Caption1>
                {errors.accounts && (
                  <Caption1 id={`${id}-accounts-error`} className={s.error} role="alert">
                    <ErrorCircle12Filled aria-hidden /> {errors.accounts}
                  </Caption1>
                )}
              </>
            )}
          </fieldset>
          <Subtitle2 as="h2">{B.passwordTitle}</Subtitle2>
          <NewPasswordFields
            id={id}
            className={s}
            next={values.next}
            confirm={values.confirm}
            errors={errors}
            onNext={set('next')}
            onConfirm={set('confirm')}
          />
          <div className={s.actions}>
            <Button type="submit" appearance="primary" disabled={busy || list.length === 0}>
              {busy ? M.password.submitting : B.submit}
            </Button>
          </div>
          {result && <BatchOutcome result={result} className={s.failures} />}
        </form>
      )}
    </PageFrame>
  );
}

function BatchOutcome({ result, className }: { result: BatchResult; className: string }) {
  return (
    <MessageBar intent={result.failures.length ? 'warning' : 'success'} role="status">
      <MessageBarBody>
        {B.done(result.successCount)}
        {result.failures.length > 0 && (
          <>
            {' '}
            {B.partlyFailed(result.failures.length)}
            <ul className={className}>
              {result.failures.map((f) => (
                <li key={f.ownerId}>{B.failure(f.ownerName, f.reason)}</li>
              ))}
            </ul>
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
