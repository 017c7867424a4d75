import { useCallback, useRef, useState } from 'react';
import type { HelpApi } from '../api';
import { withRecommendation, type ChatEntry, type Recommendation } from '../chat-entry';
import { ANSWER_STATUS } from '../constants';

/** What {@link useChat} gives the dialog. */
export interface ChatState {
  readonly chat: readonly ChatEntry[];
  /** Asks a question (trimmed; blank is ignored): its entry now, the answer or the failure when it comes. */
  readonly ask: (text: string) => void;
  /** 已解决/未解决 on an answer: shown at once, sent to the server (a failed send changes nothing). */
  readonly feedback: (key: number, id: string, status: number) => void;
  /** Says recommended questions in the conversation (see {@link withRecommendation}). */
  readonly recommend: (r: Recommendation) => void;
}

/**
 * The conversation of the help dialog, starting with `opening` when given (spec §3 chat entries): questions asked, their answers with
 * the feedback on them, and the recommended questions, each where it was said.
 */
export function useChat(api: HelpApi, opening?: Recommendation): ChatState {
  // The opening recommendation is said at once (its questions arrive later, in place).
  const [chat, setChat] = useState<readonly ChatEntry[]>(() =>
    opening ? [{ type: 'output', outputType: 'recommend', key: 0, ...opening }] : [],
  );
  const nextKey = useRef(1);
  const key = useCallback(() => nextKey.current++, []);

  const ask = useCallback(
    (text: string) => {
      const title = text.trim();
      if (!title) return;
      const inKey = key();
      const outKey = key();
      setChat((c) => [...c, { type: 'input', key: inKey, inputText: title }]);
      const answered = (answer: ChatEntry) => setChat((c) => [...c, answer]);
      api.answer(title).then(
        (answer) =>
          answered({ type: 'output', outputType: 'answer', key: outKey, answer, answerStatus: ANSWER_STATUS.AWAITING }),
        () =>
          answered({
            type: 'output',
            outputType: 'answer',
            key: outKey,
            answer: null,
            answerStatus: ANSWER_STATUS.AWAITING,
            failed: true,
          }),
      );
    },
    [api, key],
  );

  const feedback = useCallback(
    (entryKey: number, id: string, status: number) => {
      setChat((c) =>
        c.map((e) =>
          e.key === entryKey && e.type === 'output' && e.outputType === 'answer' ? { ...e, answerStatus: status } : e,
        ),
      );
      api.resolve(id, status).catch(() => undefined);
    },
    [api],
  );

  const recommend = useCallback((r: Recommendation) => setChat((c) => withRecommendation(c, r, key)), [key]);

  return { chat, ask, feedback, recommend };
}
