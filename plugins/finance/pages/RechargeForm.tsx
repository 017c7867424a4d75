import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { notifierRef, requestRef, useService } from '@portico/sdk';
import { formatPrice } from '@portico/ads';
import { PageFrame, type Crumb } from '@portico/ui';
import { FINANCE_API } from '../api';
import { PAY_TYPES } from '../constants';
import { readAmount } from './amount';
import { PAGE_TEXT as T } from './messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * The owner's recharge (our endpoint): an amount in 元 checked before sending (see `readAmount`)
 * and a method. A refused or failed call keeps what was typed (the request service shows why);
 * success says so and clears the amount.
 */
export function RechargeForm({
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
  const [amount, setAmount] = useState('');
  const [payType, setPayType] = useState<string>(String(PAY_TYPES[0]));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const read = readAmount(amount);
    if ('error' in read) return setError(read.error);
    setError(null);
    setBusy(true);
    try {
      await request.call(FINANCE_API.recharge, { amount: read.cents, payType: Number(payType) }, { mode: 'json' });
      notifier.notify('success', T.recharged(formatPrice(read.cents)));
      setAmount('');
    } catch {
      // The request service has shown the server's reason; the input stays as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={title} description={description} crumbs={crumbs}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={T.amountLabel}
          required
          validationState={error ? 'error' : 'none'}
          validationMessage={error ?? undefined}
        >
          <Input inputMode="decimal" value={amount} onChange={(_, d) => setAmount(d.value)} contentAfter="元" />
        </Field>
        <Field label={T.payTypeLabel}>
          <RadioGroup value={payType} onChange={(_, d) => setPayType(d.value)} layout="horizontal">
            {PAY_TYPES.map((p) => (
              <Radio key={p} value={String(p)} label={T.payTypes[p]} />
            ))}
          </RadioGroup>
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy ? T.submitting : T.submit}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
