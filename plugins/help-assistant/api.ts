import { type RequestService } from '@portico/sdk';
import { parseItems } from '@portico/ads';
import { HELP_API, HELP_LIMITS, TICKET_API, TO_CONFIRM_STATUS } from './constants';

/** A question (spec §3: id, title; `type` when listed by type). */
export interface Question {
  readonly id: string;
  readonly title: string;
}
/** A question type (spec §3: id, name). */
export interface QuestionType {
  readonly id: string;
  readonly name: string;
}
/** A hot article (spec §3: id, image; a title when the server gives one). */
export interface HotArticle {
  readonly id: string;
  readonly image: string;
  readonly title: string;
  readonly url?: string;
}
/** An answer (spec §3: id, title, answer HTML, status). */
export interface Answer {
  readonly id: string;
  readonly title: string;
  readonly answer: string;
}

type Loose = Record<string, unknown>;
const idOf = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v.trim() ? v : null;
const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** Questions with an id and a title (spec §5: suggestions only with an id). */
export const parseQuestions = (data: unknown): Question[] =>
  parseItems(data, (q) => {
    const id = idOf(q.id);
    const title = textOf(q.title);
    return id && title ? { id, title } : null;
  });

export const parseTypes = (data: unknown): QuestionType[] =>
  parseItems(data, (t) => {
    const id = idOf(t.id ?? t.type);
    const name = textOf(t.name);
    return id && name ? { id, name } : null;
  });

export const parseArticles = (data: unknown): HotArticle[] =>
  parseItems(data, (a) => {
    const id = idOf(a.id);
    const image = textOf(a.image);
    return id && image ? { id, image, title: textOf(a.title) ?? '', url: textOf(a.url) ?? undefined } : null;
  });

/** The answer, or null when there is none (no answer text). */
export function parseAnswer(data: unknown, asked: string): Answer | null {
  const a = (Array.isArray(data) ? data[0] : data) as Loose | null | undefined;
  if (!a || typeof a !== 'object') return null;
  const answer = textOf(a.answer);
  const id = idOf(a.id);
  return answer && id ? { id, title: textOf(a.title) ?? asked, answer } : null;
}

/** A work-order count answer: a number or `{ count | total | totalCount }`. */
export function parseCount(data: unknown): number {
  const n =
    typeof data === 'number'
      ? data
      : data && typeof data === 'object'
        ? Number((data as Loose).count ?? (data as Loose).total ?? (data as Loose).totalCount)
        : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The help assistant's calls (spec §7), each silent: a failure shows inside the dialog, never as a toast. */
export class HelpApi {
  constructor(private readonly request: RequestService) {}

  types(): Promise<QuestionType[]> {
    return this.request
      .call<unknown>(HELP_API.questionTypes, {}, { mode: 'get', cache: true, silent: true })
      .then(parseTypes);
  }

  /** Questions of a type (or all), 50 per list (spec §9). */
  questions(type: string | null): Promise<Question[]> {
    return this.request
      .call<unknown>(
        HELP_API.titlePage,
        { filter: type ? { type } : {}, pageEntity: { pageNum: 1, pageSize: HELP_LIMITS.questionsPerList } },
        { mode: 'json', silent: true },
      )
      .then(parseQuestions);
  }

  /** Suggestions for typed text: at most 5, only with an id (spec §5). */
  suggest(title: string, signal?: AbortSignal): Promise<Question[]> {
    return this.request
      .call<unknown>(
        HELP_API.titlePage,
        { filter: { title }, pageEntity: { pageNum: 1, pageSize: HELP_LIMITS.suggestions } },
        { mode: 'json', silent: true, signal },
      )
      .then((d) => parseQuestions(d).slice(0, HELP_LIMITS.suggestions));
  }

  answer(title: string): Promise<Answer | null> {
    return this.request
      .call<unknown>(HELP_API.answer, { filter: { title }, isAnswer: true }, { mode: 'json', silent: true })
      .then((d) => parseAnswer(d, title));
  }

  /** Feedback on an answer (1 resolved, 0 unresolved); notifications and messages off. */
  resolve(id: string, status: number): Promise<void> {
    return this.request.call<void>(HELP_API.resolve, { id, status }, { mode: 'json', manual: true });
  }

  hotArticles(): Promise<HotArticle[]> {
    return this.request
      .call<unknown>(HELP_API.hotArticles, {}, { mode: 'get', cache: true, silent: true })
      .then(parseArticles);
  }

  /** Work orders to be confirmed from the last 30 days (spec §9), messages off. */
  workOrderProgress(loginType: number, nowMs: number): Promise<number> {
    const params = {
      beginTime: day(nowMs - HELP_LIMITS.workOrderDays * 86_400_000),
      endTime: day(nowMs),
      loginType,
      status: TO_CONFIRM_STATUS,
    };
    return this.request.call<unknown>(TICKET_API.count, params, { silent: true }).then(parseCount);
  }
}
