import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SafeHtml } from '@portico/ui';
import type { ChatEntry } from './chat-entry';
import { ANSWER_STATUS, CHAT_MIN_HEIGHT_PX } from './constants';
import { MESSAGES } from './messages';
import { Recommendation } from './Recommendation';

const useStyles = makeStyles({
  // Takes what the dialog has left, never less than its minimum: five lines and more.
  chat: {
    flexGrow: 1,
    flexShrink: 0,
    flexBasis: 0,
    minHeight: `${CHAT_MIN_HEIGHT_PX}px`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    listStyleType: 'none',
  },
  mine: {
    alignSelf: 'flex-end',
    backgroundColor: tokens.colorBrandBackground2,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  theirs: {
    alignSelf: 'flex-start',
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Props of {@link Conversation}. */
export interface ConversationProps {
  readonly chat: readonly ChatEntry[];
  /** 已解决 / 未解决 on the answer of entry `key`. */
  readonly onFeedback: (key: number, answerId: string, status: number) => void;
  /** The link to work-order feedback, with its text. */
  readonly workOrderLink: (label: string) => ReactNode;
  /** Asks a recommended question. */
  readonly onAsk: (text: string) => void;
  /** 换一换 on the newest recommendation, shown when its type has more than a page. */
  readonly canSwitch: boolean;
  readonly onSwitch: () => void;
}

/**
 * The chat history (spec §2.8, §3 chat entries): the greeting, each question, each answer with its
 * feedback, and the recommended questions where they were said.
 * Each new entry — a question, then its answer — is scrolled into view: the list scrolls to its
 * end, or, for an entry taller than the list, to that entry's start.
 */
export function Conversation({ chat, onFeedback, workOrderLink, onAsk, canSwitch, onSwitch }: ConversationProps) {
  const styles = useStyles();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const ul = list.current;
    const newest = ul?.lastElementChild;
    if (!ul || !newest) return;
    const room = ul.getBoundingClientRect();
    const entry = newest.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(ul).paddingTop) || 0;
    ul.scrollTop =
      entry.height > ul.clientHeight - 2 * padding
        ? ul.scrollTop + entry.top - room.top - padding
        : ul.scrollHeight - ul.clientHeight;
  }, [chat.length]);
  const newestRecommendation = chat.findLast((e) => e.type === 'output' && e.outputType === 'recommend')?.key;
  // The feedback buttons give way to the reply: the focus goes to the conversation first, so it
  // is never left on nothing (Escape still closes the dialog, Tab goes on inside it).
  const rate = (key: number, id: string, status: number) => {
    list.current?.focus({ preventScroll: true });
    onFeedback(key, id, status);
  };
  return (
    // Focusable, so that a keyboard can scroll it even while it holds no link or button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className={styles.chat} aria-label={MESSAGES.chat} aria-live="polite" ref={list} tabIndex={0}>
      <li className={styles.theirs}>{MESSAGES.greeting}</li>
      {chat.map((e) =>
        e.type === 'input' ? (
          <li key={e.key} className={styles.mine}>
            {e.inputText}
          </li>
        ) : e.outputType === 'recommend' ? (
          <li key={e.key} className={styles.theirs}>
            <Recommendation
              entry={e}
              live={e.key === newestRecommendation}
              canSwitch={canSwitch}
              onSwitch={onSwitch}
              onAsk={onAsk}
            />
          </li>
        ) : (
          <li key={e.key} className={styles.theirs}>
            {e.answer ? (
              <>
                <SafeHtml html={e.answer.answer} />
                {e.answerStatus === ANSWER_STATUS.AWAITING ? (
                  <div className={styles.row}>
                    <Button size="small" onClick={() => rate(e.key, e.answer!.id, ANSWER_STATUS.RESOLVED)}>
                      {MESSAGES.resolved}
                    </Button>
                    <Button size="small" onClick={() => rate(e.key, e.answer!.id, ANSWER_STATUS.UNRESOLVED)}>
                      {MESSAGES.unresolved}
                    </Button>
                  </div>
                ) : e.answerStatus === ANSWER_STATUS.RESOLVED ? (
                  <p>{MESSAGES.thanks}</p>
                ) : (
                  <p>
                    {MESSAGES.sorry} {workOrderLink(MESSAGES.feedbackLink)}
                  </p>
                )}
              </>
            ) : (
              <p>
                {e.failed ? MESSAGES.loadFailed : MESSAGES.noAnswer} {workOrderLink(MESSAGES.feedbackLink)}
              </p>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
