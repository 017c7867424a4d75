/** The default report period (OURS: the spec sets none): the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;
/** The quick ranges offered beside the date fields, in days. */
export const QUICK_RANGES = [7, 14, 30] as const;
/** The longest range a report may ask for, in days (the dev API refuses longer ones too). */
export const MAX_RANGE_DAYS = 186;
/** Height of the trend chart in pixels. */
export const CHART_HEIGHT = 240;
/**
 * The name the trend chart's drawing is registered under in the remote-component registry (spec §7
 * "report chart"): an address configured for it (`remoteComponents.components["report-chart"]`)
 * replaces the portal's uPlot drawing; it gets `trend`, `series` and `height` (see `TrendPlotProps`).
 */
export const REPORT_CHART_COMPONENT = 'report-chart';
