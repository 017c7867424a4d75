import { useCallback, useRef, useState } from 'react';
import type { HelpApi } from '../api';
import type { ChatEntry } from '../Conversation';
import { ANSWER_STATUS } from '../constants';

/** What {@link useChat} gives the dialog. */
export interface ChatState {
  readonly chat: readonly ChatEntry[];
  /** Asks a question (trimmed; blank is ignored): its entry now, the answer or the failure when it comes. */
  readonly ask: (text: string) => void;
  /** 已解决/未解决 on an answer: shown at once, sent to the server (a failed send changes nothing). */
  readonly feedback: (key: number, id: string, status: number) => void;
}

/** The conversation of the help dialog: questions asked, their answers, and the feedback on them. */
export function useChat(api: HelpApi): ChatState {
  const [chat, setChat] = useState<ChatEntry[]>([]);
  const nextKey = useRef(1);

  const ask = useCallback(
    (text: string) => {
      const title = text.trim();
      if (!title) return;
      const inKey = nextKey.current++;
      const outKey = nextKey.current++;
      setChat((c) => [...c, { type: 'input', key: inKey, inputText: title }]);
      api.answer(title).then(
        (answer) =>
          setChat((c) => [...c, { type: 'output', key: outKey, answer, answerStatus: ANSWER_STATUS.AWAITING }]),
        () =>
          setChat((c) => [
            ...c,
            { type: 'output', key: outKey, answer: null, answerStatus: ANSWER_STATUS.AWAITING, failed: true },
          ]),
      );
    },
    [api],
  );

  const feedback = useCallback(
    (key: number, id: string, status: number) => {
      setChat((c) => c.map((e) => (e.key === key && e.type === 'output' ? { ...e, answerStatus: status } : e)));
      api.resolve(id, status).catch(() => undefined);
    },
    [api],
  );

  return { chat, ask, feedback };
}
