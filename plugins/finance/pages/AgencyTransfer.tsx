import { useEffect, useState, type FormEvent } from 'react';
import { Body1, Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { notifierRef, requestRef, useService } from '@portico/sdk';
import { formatPrice } from '@portico/ads';
import { PageFrame, type Crumb } from '@portico/ui';
import { fetchPage, FINANCE_API, parseClient, type Client } from '../api';
import { readAmount } from './amount';
import { PAGE_TEXT as T } from './messages';
import { useFigures } from './use-figures';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '420px' },
  balance: { color: tokens.colorNeutralForeground2 },
});

/** Clients offered in the picker (one page of our clients endpoint). */
const CLIENT_PAGE = { pageNum: 1, pageSize: 100, sortField: 'ownerName', sortOrder: 'asc' } as const;

/**
 * Agency recharge: moves money from the agency account to a client account it picks (our
 * endpoint). The amount is checked against the agency's balance before sending; a refused call
 * keeps the input; success shows the new balance.
 */
export function AgencyTransfer({
  title,
  description,
  crumbs,
}: {
  title: string;
  description: string;
  crumbs: readonly Crumb[];
}) {
  const styles = useStyles();
  const request = useService(requestRef);
  const notifier = useService(notifierRef);
  const { figures, setFigures } = useFigures(FINANCE_API.agencyOverview);
  const [clients, setClients] = useState<Client[]>([]);
  const [clientId, setClientId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ client?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);
  const balance =
    typeof figures?.balance === 'number' && Number.isFinite(figures.balance) ? figures.balance : undefined;

  useEffect(() => {
    let live = true;
    fetchPage(request, FINANCE_API.clients, CLIENT_PAGE, parseClient).then(
      (page) => live && setClients(page.rows),
      () => undefined,
    );
    return () => void (live = false);
  }, [request]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const client = clients.find((c) => String(c.ownerId) === clientId);
    const read = readAmount(amount, balance);
    const next = { client: client ? undefined : T.clientRequired, amount: 'error' in read ? read.error : undefined };
    setErrors(next);
    if (!client || 'error' in read) return;
    setBusy(true);
    try {
      const answer = await request.call<{ balance?: unknown } | null>(
        FINANCE_API.transfer,
        { clientId: client.ownerId, amount: read.cents },
        { mode: 'json' },
      );
      notifier.notify('success', T.transferred(formatPrice(read.cents), client.ownerName));
      if (typeof answer?.balance === 'number') setFigures({ ...figures, balance: answer.balance });
      setAmount('');
    } catch {
      // The request service has shown the server's reason; the inputs stay as they were.
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={title} description={description} crumbs={crumbs}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Body1 className={styles.balance}>{T.available(balance === undefined ? '-' : formatPrice(balance))}</Body1>
        <Field
          label={T.client}
          required
          validationState={errors.client ? 'error' : 'none'}
          validationMessage={errors.client}
        >
          <Select value={clientId} onChange={(_, d) => setClientId(d.value)}>
            <option value="">{T.clientPlaceholder}</option>
            {clients.map((c) => (
              <option key={c.ownerId} value={String(c.ownerId)}>
                {c.ownerName}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={T.transferAmount}
          required
          validationState={errors.amount ? 'error' : 'none'}
          validationMessage={errors.amount}
        >
          <Input inputMode="decimal" value={amount} onChange={(_, d) => setAmount(d.value)} contentAfter="元" />
        </Field>
        <div>
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy ? T.submitting : T.submitTransfer}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
