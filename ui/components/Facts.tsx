import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** One term of a {@link Facts} list and what it says. */
export interface Fact {
  /** Chinese term (a `<dt>`); also the React key, so terms of one list differ. */
  readonly label: string;
  readonly value: ReactNode;
}

/** Props of {@link Facts}. */
export interface FactsProps {
  readonly items: readonly Fact[];
}

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/**
 * The key–value list of a page (status, deadline, level …) as a description list: terms in the
 * muted colour on the left, values beside them.
 * @example <Facts items={[{ label: '审核状态', value: <Badge>已通过</Badge> }]} />
 */
export function Facts({ items }: FactsProps) {
  const styles = useStyles();
  return (
    <dl className={mergeClasses('portico-facts', styles.list)}>
      {items.map((f) => (
        <Fact key={f.label} label={f.label} value={f.value} termClass={styles.term} valueClass={styles.value} />
      ))}
    </dl>
  );
}

function Fact(props: Fact & { readonly termClass: string; readonly valueClass: string }) {
  return (
    <>
      <dt className={props.termClass}>{props.label}</dt>
      <dd className={props.valueClass}>{props.value}</dd>
    </>
  );
}
