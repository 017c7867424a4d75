import { makeStyles, tokens } from '@fluentui/react-components';
import { useService, type PageProps } from '@portico/sdk';
import { PageFrame } from '@portico/ui';
import { MESSAGES } from './messages';
import { optionsRef } from '../options';
import { useSummary } from '../use-summary';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** The plugin's page: the to-do list, at most `limit` items (暂无数据 when empty). */
export default function Page({ title }: PageProps) {
  const styles = useStyles();
  const { limit } = useService(optionsRef);
  const summary = useSummary();
  return (
    <PageFrame title={title} description={MESSAGES.pageDesc}>
      {summary === 'loading' ? null : summary === 'error' ? (
        <p role="alert">{MESSAGES.loadFailed}</p>
      ) : summary.list.length === 0 ? (
        <p>{MESSAGES.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={MESSAGES.listLabel}>
          {summary.list.slice(0, limit).map((t) => (
            <li key={t.id} className={styles.item}>
              <span>{t.title}</span>
              <span className={styles.time}>{t.time}</span>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
