import { makeStyles, tokens } from '@fluentui/react-components';
import { useService } from '@portico/sdk';
import { MESSAGES } from './messages';
import { optionsRef } from './options';
import { useSummary } from './use-summary';

const useStyles = makeStyles({
  // Light text on the header's dark bar.
  text: { color: tokens.colorNeutralForegroundInverted, whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase300 },
});

/** The header widget: the user's to-do count, capped at the `limit` option (99+). */
export default function Widget() {
  const styles = useStyles();
  const { limit } = useService(optionsRef);
  const summary = useSummary();
  const text =
    summary === 'loading'
      ? MESSAGES.loading
      : summary === 'error'
        ? MESSAGES.loadFailed
        : MESSAGES.count(summary.count > limit ? `${limit}+` : String(summary.count));
  // A status region: the count arrives after the header has rendered, and is announced politely.
  return (
    <span className={styles.text} role="status">
      {text}
    </span>
  );
}
