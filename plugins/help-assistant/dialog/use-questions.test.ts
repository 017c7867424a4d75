import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { HelpApi, Question } from '../api';
import { useQuestions } from './use-questions';

const list = (prefix: string, n: number): Question[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, title: `${prefix} ${i}` }));

/** An API whose question lists resolve when the test says so, per type. */
function deferredApi() {
  const pending = new Map<string | null, (questions: Question[]) => void>();
  const api = {
    types: () => Promise.resolve([{ id: 'a', name: 'A' }]),
    questions: (type: string | null) => new Promise<Question[]>((resolve) => pending.set(type, resolve)),
  } as unknown as HelpApi;
  // Inside an async act: the hook's `.then` that takes the answer runs before the act ends.
  const answer = (type: string | null, questions: Question[]) => act(async () => pending.get(type)?.(questions));
  return { api, answer };
}

afterEach(() => vi.useRealTimers());

describe('useQuestions', () => {
  it('shows the chosen type’s questions even when the previous type answers later', async () => {
    const { api, answer } = deferredApi();
    const { result } = renderHook(() => useQuestions(api));
    act(() => result.current.selectType('a'));
    await answer('a', list('a', 3));
    await answer(null, list('all', 3));
    expect(result.current.shown.map((q) => q.id)).toEqual(['a0', 'a1', 'a2']);
    expect(result.current.type).toBe('a');
  });

  it('换一换 pages 5 at a time, wraps, and is ignored for 800 ms after a switch', async () => {
    vi.useFakeTimers();
    const { api, answer } = deferredApi();
    const { result } = renderHook(() => useQuestions(api));
    await answer(null, list('q', 12));
    const ids = () => result.current.shown.map((q) => q.id);
    expect(ids()).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    act(() => result.current.switchPage());
    act(() => result.current.switchPage());
    expect(ids()).toEqual(['q5', 'q6', 'q7', 'q8', 'q9']);
    act(() => void vi.advanceTimersByTime(799));
    act(() => result.current.switchPage());
    expect(ids()[0]).toBe('q5');
    act(() => void vi.advanceTimersByTime(1));
    act(() => result.current.switchPage());
    expect(ids()).toEqual(['q10', 'q11']);
    act(() => void vi.advanceTimersByTime(800));
    act(() => result.current.switchPage());
    expect(ids()[0]).toBe('q0');
  });

  it('says the list failed when the types cannot be loaded', async () => {
    const api = {
      types: () => Promise.reject(new Error('down')),
      questions: () => Promise.resolve([]),
    } as unknown as HelpApi;
    const { result } = renderHook(() => useQuestions(api));
    await waitFor(() => expect(result.current.loadFailed).toBe(true));
  });
});
