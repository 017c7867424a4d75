import { useId, useState, type FormEvent } from 'react';
import { Button, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { ApiError, requestRef, useService, type PageProps } from '@portico/sdk';
import { PageFrame, LoadState, ClientPager, useAnswer, useClientPages } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { BATCH_FAILURES_PAGE_SIZE } from '../../constants';
import { DESCRIPTIONS } from '../messages';
import { ClientPicker } from './ClientPicker';
import { toolboxHome } from './crumbs';
import { ACCOUNT_MESSAGES as M } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { parseBatchResult, parseClients, type BatchResult, type ClientAccount } from './parse';
import { passwordErrors, type PasswordErrors } from './rules';
import { useAccountStyles } from './styles';

const B = M.batch;
const NO_CLIENTS: readonly ClientAccount[] = [];

/**
 * 批量修改密码 (spec §2.2 agencyMultChangPassword, §6: agencies and ADMIN operators; the route's
 * gate shows everyone else the no-permission page): choose client accounts from our list call,
 * set one new password (rules beside the field), and see which accounts changed and which failed
 * with the server's reason. Frozen accounts cannot be chosen. The list call is not paged: the
 * accounts are searched and paged within the page ({@link ClientPicker}), and so are the failures.
 */
export default function BatchPasswordPage({ title }: PageProps) {
  const s = useAccountStyles();
  const request = useService(requestRef);
  const id = useId();
  const [clients, retry] = useAnswer(async () => parseClients(await request.call<unknown>(ACCOUNT_API.clientAccounts)));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [query, setQuery] = useState('');
  const [values, setValues] = useState({ next: '', confirm: '' });
  const [errors, setErrors] = useState<PasswordErrors & { accounts?: string }>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);

  const list = clients.state === 'ready' ? clients.value : NO_CLIENTS;

  const choose = (next: ReadonlySet<number>) => {
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
    const sent = list.filter((c) => !c.frozen && chosen.has(c.ownerId));
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
              <ClientPicker
                id={id}
                clients={list}
                chosen={chosen}
                onChosen={choose}
                query={query}
                onQuery={setQuery}
                error={errors.accounts}
              />
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
  // The failures can be as many as the accounts sent: paged like the picker.
  const failures = useClientPages(result.failures, BATCH_FAILURES_PAGE_SIZE);
  return (
    <MessageBar intent={result.failures.length ? 'warning' : 'success'} role="status">
      <MessageBarBody>
        {B.done(result.successCount)}
        {result.failures.length > 0 && (
          <>
            {' '}
            {B.partlyFailed(result.failures.length)}
            <ul className={className}>
              {failures.rows.map((f) => (
                <li key={f.ownerId}>{B.failure(f.ownerName, f.reason)}</li>
              ))}
            </ul>
            <ClientPager pages={failures} label={B.failurePages} />
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
