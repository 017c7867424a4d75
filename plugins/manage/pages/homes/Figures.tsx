import { makeStyles, tokens } from '@fluentui/react-components';
import { LoadState, type Answer } from '@portico/ui';
import { HOME_MESSAGES as M } from './messages';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  label: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
  },
  // One row of figures: the item's padding and border, the value's line, the gap, the label's line.
  place: {
    minHeight: `calc(2 * ${tokens.spacingVerticalL} + 2 * ${tokens.strokeWidthThin} + ${tokens.lineHeightBase600} + ${tokens.spacingVerticalXS} + ${tokens.lineHeightBase200})`,
  },
});

/** One figure of an overview: its label and its formatted value. */
export interface Figure {
  readonly label: string;
  readonly value: string;
}

/** The key figures of a home as a description list (the large value shown above its label). */
export function Figures({ items, label }: { readonly items: readonly Figure[]; readonly label: string }) {
  const s = useStyles();
  return (
    <dl className={s.list} aria-label={label}>
      {items.map((f) => (
        <div key={f.label} className={s.item}>
          <dt className={s.label}>{f.label}</dt>
          <dd className={s.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A home's overview figures: the loading line or the failure with 重试, then the figures — in a
 * place that holds one row's height from the first paint, so that the sections below do not move
 * when the answer arrives after the page has shown.
 */
export function OverviewFigures<T>({
  answer,
  retry,
  label,
  items,
}: {
  readonly answer: Answer<T>;
  readonly retry: () => void;
  readonly label: string;
  readonly items: (value: T) => readonly Figure[];
}) {
  const s = useStyles();
  return (
    <div className={s.place}>
      <LoadState answer={answer} retry={retry} loading={M.loading} failed={M.loadFailed} />
      {answer.state === 'ready' && <Figures label={label} items={items(answer.value)} />}
    </div>
  );
}
