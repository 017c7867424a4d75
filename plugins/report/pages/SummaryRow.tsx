import { Caption1, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { formatElement } from '@portico/ads';
import type { Overview } from '../api';
import { METRICS, SUMMARY_METRICS } from '../catalog';
import { PAGE_TEXT as T } from './messages';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    // Six tiles side by side from about 1,000 px of page (a 1280 px window); narrower, they wrap.
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  item: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

/** The totals of the range, one tile per summary metric, through the spec §9 formatters. */
export function SummaryRow({ overview, loading }: { overview: Overview | null; loading: boolean }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label={T.summary} aria-busy={loading || undefined}>
      {SUMMARY_METRICS.map((key) => {
        const metric = METRICS[key];
        return (
          <div key={key} className={styles.item}>
            <dt>
              <Caption1 className={styles.label}>{metric.header}</Caption1>
            </dt>
            <dd className={styles.value}>
              {overview ? (
                formatElement(metric.type, overview.summary[key], { abbreviate: 'abbreviate' in metric })
              ) : (
                <Skeleton aria-hidden="true">
                  <SkeletonItem size={24} />
                </Skeleton>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
