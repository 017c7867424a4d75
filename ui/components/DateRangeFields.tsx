import { Field, Input, makeStyles } from '@fluentui/react-components';
import { UI_MESSAGES } from '../messages';
import { ReplaceableComponent } from '@portico/sdk';

const L = UI_MESSAGES.dateRange;

// Pure: only list pages with a date filter (lazy chunks) render it.
const useStyles = /*#__PURE__*/ makeStyles({ field: { minWidth: '160px' } });

/** Props of {@link DateRangeFields}. */
export interface DateRangeFieldsProps {
  /** `YYYY-MM-DD`, inclusive; empty when not chosen. */
  readonly begin: string;
  /** `YYYY-MM-DD`, inclusive; empty when not chosen. */
  readonly end: string;
  readonly onChange: (range: { begin: string; end: string }) => void;
  /** Whether no range at all (both fields empty) is a choice: the list is then not filtered by date. */
  readonly optional?: boolean;
}

/** Whether a range can be asked for: both days set (`YYYY-MM-DD`), the first not after the last. */
export const isRange = (begin: string, end: string): boolean => begin !== '' && end !== '' && begin <= end;

/** What is wrong with a range, in Chinese, or null (an empty range is fine when it is `optional`). */
export function rangeProblem(begin: string, end: string, optional = false): string | null {
  if (begin === '' && end === '') return optional ? null : L.incomplete;
  if (begin === '' || end === '') return L.incomplete;
  return begin <= end ? null : L.badRange;
}

/**
 * The name the date-range fields are registered under in the remote-component registry (spec §7
 * "date picker"): an address configured for it (`remoteComponents.components["date-range"]`)
 * replaces them, with the same props.
 */
export const DATE_RANGE_COMPONENT = 'date-range';

/** The portal's own date-range fields. */
function LocalDateRangeFields({ begin, end, onChange, optional = false }: DateRangeFieldsProps) {
  const s = useStyles();
  return (
    <>
      <Field
        label={L.beginDate}
        className={s.field}
        validationMessage={rangeProblem(begin, end, optional) ?? undefined}
      >
        <Input
          type="date"
          value={begin}
          max={end || undefined}
          onChange={(_, d) => onChange({ begin: d.value, end })}
        />
      </Field>
      <Field label={L.endDate} className={s.field}>
        <Input
          type="date"
          value={end}
          min={begin || undefined}
          onChange={(_, d) => onChange({ begin, end: d.value })}
        />
      </Field>
    </>
  );
}

/**
 * 开始日期 and 结束日期 of a list filter (two date inputs, both days included). What is wrong with
 * the range (a day missing, the first after the last) is said under the first field; the page asks
 * for nothing until it is fixed ({@link isRange}). Other teams may replace it: it resolves through the
 * remote-component registry as {@link DATE_RANGE_COMPONENT} (see `ReplaceableComponent`).
 * @example
 * <DateRangeFields begin={begin} end={end} onChange={({ begin, end }) => setRange({ begin, end })} />
 */
export function DateRangeFields(props: DateRangeFieldsProps) {
  return <ReplaceableComponent name={DATE_RANGE_COMPONENT} local={LocalDateRangeFields} props={props} />;
}
