import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { RecommendEntry } from './chat-entry';
import { MESSAGES } from './messages';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  questions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    marginTop: tokens.spacingVerticalXS,
    padding: 0,
    listStyleType: 'none',
  },
});

/** Props of {@link Recommendation}. */
export interface RecommendationProps {
  readonly entry: RecommendEntry;
  /** The newest recommendation: named as a region and with 换一换 when there is more than a page. */
  readonly live: boolean;
  /** Shows 换一换 (the newest recommendation's type has more than a page of questions). */
  readonly canSwitch: boolean;
  readonly onSwitch: () => void;
  readonly onAsk: (text: string) => void;
}

/**
 * Recommended questions as said in the conversation (spec §2.8, §3 recommend entry): the title,
 * the page of questions it showed — each can be asked — and, on the newest one only, 换一换.
 */
export function Recommendation({ entry, live, canSwitch, onSwitch, onAsk }: RecommendationProps) {
  const styles = useStyles();
  const body = (
    <>
      <div className={styles.row}>
        <strong>{entry.recommendTitle}</strong>
        {live && canSwitch && (
          <Button appearance="transparent" size="small" onClick={onSwitch}>
            {MESSAGES.switch}
          </Button>
        )}
      </div>
      <ul className={styles.questions}>
        {entry.questions.map((q) => (
          <li key={q.id}>
            <Button size="small" onClick={() => onAsk(q.title)}>
              {q.title}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
  // One region: the recommendations in use now; earlier ones are history.
  return live ? <section aria-label={entry.recommendTitle}>{body}</section> : <div>{body}</div>;
}
