import { Field, Input, makeStyles } from '@fluentui/react-components';
import { LIST_MESSAGES as L } from './shared-messages';

const useStyles = makeStyles({ field: { minWidth: '160px' } });

/** Props of {@link DateRangeFields}. */
export interface DateRangeFieldsProps {
  /** `YYYY-MM-DD`, inclusive. */
  readonly begin: string;
  /** `YYYY-MM-DD`, inclusive. */
  readonly end: string;
  readonly onChange: (range: { begin: string; end: string }) => void;
}

/** Whether a range can be asked for: both days set, the first not after the last. */
export const isRange = (begin: string, end: string): boolean => begin !== '' && end !== '' && begin <= end;

/** 开始日期 and 结束日期 of a list filter; a reversed range is said under the first field. */
export function DateRangeFields({ begin, end, onChange }: DateRangeFieldsProps) {
  const s = useStyles();
  return (
    <>
      <Field label={L.beginDate} className={s.field} validationMessage={isRange(begin, end) ? undefined : L.badRange}>
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
