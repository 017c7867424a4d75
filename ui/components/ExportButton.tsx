import { Button, Caption1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { UI_MESSAGES } from '../messages';
import { useExport, type ExportRequest } from '../hooks/use-export';

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  /** What to export: the endpoint, the table's current filters and sort, the file name. */
  readonly request: ExportRequest;
  /** Button text; default 导出. */
  readonly label?: string;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: '220px',
  },
  bar: { width: '120px' },
  text: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
});

const KB = 1024;
const sizeText = (bytes: number) =>
  bytes >= KB * KB ? `${(bytes / KB / KB).toFixed(1)} MB` : `${(bytes / KB).toFixed(1)} KB`;

/**
 * An 导出 button for a table (see {@link useExport}): while the file arrives it shows the progress
 * (a bar and the size so far, against the announced size when there is one) and a 取消导出
 * button that aborts the call. A failure shows 文件导出失败 as an error notice.
 * @example <ExportButton request={{ path: REPORT_API.export, params: { beginDate, endDate }, fileName: '广告报表.csv' }} />
 */
export function ExportButton({ request, label = UI_MESSAGES.exportLabel, disabled }: ExportButtonProps) {
  const styles = useStyles();
  const { state, start, cancel } = useExport();
  const running = state.status === 'running';
  return (
    <span className={styles.root}>
      <Button
        icon={<ArrowDownload20Regular />}
        disabled={disabled || running}
        disabledFocusable={running}
        onClick={() => void start(request)}
      >
        {running ? UI_MESSAGES.exporting : label}
      </Button>
      {running && (
        <span className={styles.progress} role="status">
          <ProgressBar
            className={styles.bar}
            aria-label={UI_MESSAGES.exportProgress}
            value={state.total ? Math.min(1, state.loaded / state.total) : undefined}
          />
          <Caption1 className={styles.text}>
            {UI_MESSAGES.exportReceived(sizeText(state.loaded), state.total ? sizeText(state.total) : null)}
          </Caption1>
          <Button size="small" appearance="subtle" icon={<Dismiss16Regular />} onClick={cancel}>
            {UI_MESSAGES.exportCancel}
          </Button>
        </span>
      )}
    </span>
  );
}
