import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ELEMENT_TYPE, formatElement } from '@portico/ads';
import type { Figures } from '../api';
import { PAGE_TEXT as T } from './messages';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  item: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXXS,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
});

/** A figure of an overview: its field, its label and whether it is money (cents, spec §9 price) or a count. */
export interface FigureSpec {
  readonly key: string;
  readonly label: string;
  readonly money: boolean;
}

/** The figures as tiles: money through the price formatter, counts grouped; a bad value shows `-`. */
export function FigureTiles({ specs, figures }: { specs: readonly FigureSpec[]; figures: Figures | null }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label={T.figures} aria-busy={figures ? undefined : true}>
      {specs.map((s) => (
        <div key={s.key} className={styles.item}>
          <dt>
            <Caption1 className={styles.label}>{s.label}</Caption1>
          </dt>
          <dd className={styles.value}>
            {figures ? formatElement(s.money ? ELEMENT_TYPE.PRICE : ELEMENT_TYPE.NUMBER, figures[s.key]) : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
