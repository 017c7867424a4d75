import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ReplaceableComponent } from '@portico/sdk';
import { EMPTY_VALUE, formatElement, formatPrice, ELEMENT_TYPE } from '@portico/ads';
import { useVisuallyHiddenClass } from '@portico/ui';
import type { TrendPoint } from '../api';
import { CHART_HEIGHT, REPORT_CHART_COMPONENT } from '../constants';
import { PAGE_TEXT as T } from './messages';
import { TrendPlot, type TrendSeries } from './TrendPlot';

/** The two series: the CSS variable of their colour (read at draw time: canvas takes no variables). */
const SERIES: readonly TrendSeries[] = [
  { key: 'cost', label: T.costSeries, color: tokens.colorBrandForeground1 },
  { key: 'convert', label: T.convertSeries, color: tokens.colorPaletteDarkOrangeForeground1 },
];

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
  key: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '12px', height: '3px', borderRadius: tokens.borderRadiusSmall },
  caption: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalXL} 0` },
});

/**
 * The spend and conversions of the range, day by day: a figure with its title, legend, caption and a
 * (visually hidden) table of the same figures, so nothing is only drawn. The drawing itself resolves
 * through the remote-component registry as `report-chart`: the portal's uPlot drawing, unless an
 * address is configured for it (spec §4, §7).
 */
export function TrendChart({
  trend,
  range,
}: {
  trend: readonly TrendPoint[];
  range: { beginDate: string; endDate: string };
}) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClass();

  return (
    <figure className={styles.figure} aria-labelledby="report-trend-title">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="report-trend-title">
          {T.chartTitle}
        </Subtitle2>
        <ul className={styles.legend} aria-hidden="true">
          {SERIES.map((s) => (
            <li key={s.key} className={styles.key}>
              <span className={styles.swatch} style={{ backgroundColor: s.color }} />
              <Caption1>{s.label}</Caption1>
            </li>
          ))}
        </ul>
      </div>
      {trend.length === 0 ? (
        <p className={styles.empty}>{T.chartEmpty}</p>
      ) : (
        <ReplaceableComponent
          name={REPORT_CHART_COMPONENT}
          local={TrendPlot}
          props={{ trend, series: SERIES, height: CHART_HEIGHT }}
        />
      )}
      <figcaption>
        <Caption1 className={styles.caption}>{T.chartCaption(range.beginDate, range.endDate)}</Caption1>
      </figcaption>
      {trend.length > 0 && (
        <div className={hidden}>
          <table>
            <caption>{T.chartTable}</caption>
            <thead>
              <tr>
                <th scope="col">{T.date}</th>
                <th scope="col">{T.costSeries}</th>
                <th scope="col">{T.convertSeries}</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{p.date}</th>
                  <td>{p.cost === null ? EMPTY_VALUE : formatPrice(p.cost)}</td>
                  <td>{formatElement(ELEMENT_TYPE.NUMBER, p.convert)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
