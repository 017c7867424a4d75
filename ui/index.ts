/**
 * The UI kit of Portico: the components and hooks sub-app pages share (page frame, facts, data
 * table and pager, export, QR code, date range, safe HTML, load states, focus return). Plugins
 * import it beside `@portico/sdk`; core never does.
 * @packageDocumentation
 */
export {
  PageFrame,
  framedPages,
  useAgencyVariant,
  AGENCY_OR_OPERATOR,
  type PageFrameProps,
  type Crumb,
  type PageDescription,
  type FramedPagesOptions,
} from './components/PageFrame';
export { Facts, type Fact, type FactsProps } from './components/Facts';
export { SafeHtml, type SafeHtmlProps } from './components/SafeHtml';
export { AdCreationNotice, useAdCreationBlock, type AdCreationNoticeProps } from './components/AdCreationNotice';
export { QrCode, type QrCodeProps } from './components/QrCode';
export { DataTable } from './data-table/DataTable';
export { serverListTable, type ServerListTableProps } from './data-table/server-list-table';
export {
  DEFAULT_PAGING,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type SortDirection,
} from './data-table/columns';
export { ClientPager, Pager, type ClientPagerProps, type PagerProps, type PagerVariant } from './components/Pager';
export { MAX_RENDERED_ROWS, useClientPages, type ClientPages } from './hooks/use-client-pages';
export { useOpenLink } from './hooks/use-open-link';
export { useAnswer, type Answer } from './hooks/use-answer';
export {
  useServerList,
  sortParams,
  MAX_PAGE_SIZE,
  type ServerList,
  type ServerListOptions,
  type ListQuery,
  type Paged,
} from './hooks/use-server-list';
export { useFocusReturn, isReturningFocus } from './hooks/use-focus-return';
export { wrapTab } from './hooks/wrap-tab';
export { LoadState, type LoadStateProps } from './components/LoadState';
export {
  DateRangeFields,
  DATE_RANGE_COMPONENT,
  isRange,
  rangeProblem,
  type DateRangeFieldsProps,
} from './components/DateRangeFields';
export { useColumnWidths, type ColumnWidths } from './hooks/use-column-widths';
export { ExportButton, type ExportButtonProps } from './components/ExportButton';
export { type ExportRequest } from './hooks/use-export';
export { portalTokens, type PortalTokens } from './theme';
export { VisuallyHidden, useVisuallyHiddenClass, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { useTextStyles } from './components/text-styles';
/** Spec §9 viewport retry: measure again 10 times 200 ms apart, then report what is still not there. */
export { measureWithRetry, MeasureUnavailableError } from './measure-retry';
