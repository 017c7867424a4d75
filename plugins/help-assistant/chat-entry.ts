import type { Answer, Question } from './api';

/** The user's question (spec §3 chat entry: type `input`, inputText). */
export interface InputEntry {
  readonly type: 'input';
  readonly key: number;
  readonly inputText: string;
}

/** An answer (spec §3: type `output`, outputType `answer`, answer, answerStatus 0/1/2). */
export interface AnswerEntry {
  readonly type: 'output';
  readonly outputType: 'answer';
  readonly key: number;
  /** Null: there is no answer (or it could not be loaded, `failed`). */
  readonly answer: Answer | null;
  readonly answerStatus: number;
  readonly failed?: boolean;
}

/**
 * Recommended questions said in the conversation (spec §3: type `output`, outputType
 * `recommend`, recommendTitle, recommendType, recommendPage), with the page of questions it
 * showed, so that scrolling back shows what was recommended when.
 */
export interface RecommendEntry {
  readonly type: 'output';
  readonly outputType: 'recommend';
  readonly key: number;
  readonly recommendTitle: string;
  /** The question type's id; null for all types. */
  readonly recommendType: string | null;
  /** The page (0 first) of the type's questions that was shown: 换一换 moves it. */
  readonly recommendPage: number;
  readonly questions: readonly Question[];
}

/** One entry of the help chat (spec §3). */
export type ChatEntry = InputEntry | AnswerEntry | RecommendEntry;

/** What a recommendation shows now: its title, type, page and questions. */
export type Recommendation = Omit<RecommendEntry, 'type' | 'outputType' | 'key'>;

const sameQuestions = (a: readonly Question[], b: readonly Question[]) =>
  a.length === b.length && a.every((q, i) => q.id === b[i].id);

/**
 * The chat with `r` said in it. The newest recommendation changes in place while nothing was said
 * after it (换一换 on it), or while it is still empty (the questions arrived after a question was
 * asked); otherwise `r` is a new entry at the end, and the earlier one keeps what it showed. The
 * same chat comes back when nothing changes.
 */
export function withRecommendation(
  chat: readonly ChatEntry[],
  r: Recommendation,
  key: () => number,
): readonly ChatEntry[] {
  let at = -1;
  for (let i = chat.length - 1; i >= 0 && at === -1; i--) {
    const e = chat[i];
    if (e.type === 'output' && e.outputType === 'recommend') at = i;
  }
  const last = at === -1 ? null : (chat[at] as RecommendEntry);
  if (
    last &&
    last.recommendType === r.recommendType &&
    last.recommendPage === r.recommendPage &&
    last.recommendTitle === r.recommendTitle &&
    sameQuestions(last.questions, r.questions)
  )
    return chat;
  if (last && (at === chat.length - 1 || last.questions.length === 0)) {
    const next = chat.slice();
    next[at] = { ...last, ...r };
    return next;
  }
  return [...chat, { type: 'output', outputType: 'recommend', key: key(), ...r }];
}
