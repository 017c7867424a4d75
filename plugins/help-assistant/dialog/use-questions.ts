import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HelpApi, Question, QuestionType } from '../api';
import { HELP_LIMITS } from '../constants';

/** What {@link useQuestions} gives the dialog: the types, the chosen one, its page of questions. */
export interface QuestionsState {
  readonly types: readonly QuestionType[];
  /** The chosen type's id; `null` is all types. */
  readonly type: string | null;
  readonly selectType: (type: string | null) => void;
  /** The questions of the type: more than a page shows 换一换. */
  readonly total: number;
  /** The page shown, {@link HELP_LIMITS.recommendationsPerPage} at most. */
  readonly shown: readonly Question[];
  /** Which page of the type's questions is shown (0 first). */
  readonly page: number;
  /** The chosen type's questions have arrived (until then `shown` may be another type's). */
  readonly ready: boolean;
  /** 换一换: the next page; ignored for {@link HELP_LIMITS.switchLockMs} after a switch (spec §9). */
  readonly switchPage: () => void;
  /** The types or the questions could not be loaded. */
  readonly loadFailed: boolean;
}

/** The question types and the recommended questions of the chosen type, a page at a time. */
export function useQuestions(api: HelpApi): QuestionsState {
  const [types, setTypes] = useState<QuestionType[]>([]);
  const [type, setType] = useState<string | null>(null);
  const [questions, setQuestions] = useState<Question[]>([]);
  const [page, setPage] = useState(0);
  // The type whose questions `questions` holds (undefined: none yet).
  const [loaded, setLoaded] = useState<string | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const locked = useRef(false);

  useEffect(() => {
    api.types().then(setTypes, () => setLoadFailed(true));
  }, [api]);

  useEffect(() => {
    let live = true;
    api.questions(type).then(
      (list) => {
        if (!live) return;
        setQuestions(list);
        setPage(0);
        setLoaded(type);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, type]);

  const perPage = HELP_LIMITS.recommendationsPerPage;
  const pages = Math.max(1, Math.ceil(questions.length / perPage));
  const switchPage = useCallback(() => {
    if (locked.current) return;
    locked.current = true;
    setPage((p) => (p + 1) % pages);
    setTimeout(() => (locked.current = false), HELP_LIMITS.switchLockMs);
  }, [pages]);

  const current = page % pages;
  // The same array while the page stays, so what shows it can tell a change from a render.
  const shown = useMemo(
    () => questions.slice(current * perPage, (current + 1) * perPage),
    [questions, current, perPage],
  );

  return {
    types,
    type,
    selectType: setType,
    total: questions.length,
    shown,
    page: current,
    ready: loaded === type,
    switchPage,
    loadFailed,
  };
}
