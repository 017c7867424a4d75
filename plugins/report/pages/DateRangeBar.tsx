import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { DateRange } from '../api';
import { MAX_RANGE_DAYS, QUICK_RANGES } from '../constants';
import { PAGE_TEXT as T } from './messages';
import { isoDate, lastDays, rangeLength } from './use-report';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, margin: 0 },
  quick: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** Which quick range a range is, if any (ending today). */
function quickOf(range: DateRange): number | null {
  const today = isoDate(new Date());
  return QUICK_RANGES.find((d) => range.endDate === today && rangeLength(range) === d) ?? null;
}

/**
 * The report period: two date fields (both ends included) and the quick ranges 近7天/近14天/近30天.
 * A valid change applies at once; a reversed or too long range shows why under the field and is
 * not asked for.
 */
export function DateRangeBar({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const styles = useStyles();
  const [draft, setDraft] = useState(value);
  // A range chosen elsewhere (a quick range) replaces the draft (React's "state from props" pattern).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const days = rangeLength(draft);
  const error =
    !draft.beginDate || !draft.endDate
      ? null
      : days === 0
        ? T.badRange
        : days > MAX_RANGE_DAYS
          ? T.longRange(MAX_RANGE_DAYS)
          : null;

  const edit = (next: DateRange) => {
    setDraft(next);
    const n = rangeLength(next);
    if (n > 0 && n <= MAX_RANGE_DAYS) onChange(next);
  };
  const today = isoDate(new Date());
  const active = quickOf(value);

  return (
    <form className={styles.root} aria-label={T.dateRange} onSubmit={(e) => e.preventDefault()}>
      <Field label={T.beginDate} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
        <Input
          type="date"
          value={draft.beginDate}
          max={today}
          onChange={(_, d) => edit({ ...draft, beginDate: d.value })}
        />
      </Field>
      <Field label={T.endDate}>
        <Input
          type="date"
          value={draft.endDate}
          max={today}
          onChange={(_, d) => edit({ ...draft, endDate: d.value })}
        />
      </Field>
      <div className={styles.quick} role="group" aria-label={T.quickGroup}>
        {QUICK_RANGES.map((d) => (
          <Button
            key={d}
            appearance={active === d ? 'primary' : 'secondary'}
            aria-pressed={active === d}
            onClick={() => onChange(lastDays(d))}
          >
            {T.quick(d)}
          </Button>
        ))}
      </div>
    </form>
  );
}
