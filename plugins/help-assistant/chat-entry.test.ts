import { describe, expect, it } from 'vitest';
import { withRecommendation, type ChatEntry, type Recommendation } from './chat-entry';

const q = (id: string) => ({ id, title: `问题${id}` });
const rec = (over: Partial<Recommendation> = {}): Recommendation => ({
  recommendTitle: '猜你想问',
  recommendType: null,
  recommendPage: 0,
  questions: [q('1'), q('2')],
  ...over,
});
const counter = () => {
  let n = 100;
  return () => n++;
};
const input = (key: number): ChatEntry => ({ type: 'input', key, inputText: '问' });

describe('withRecommendation: recommend entries in the chat (spec §3)', () => {
  it('fills an empty opening recommendation in place, even after a question was asked', () => {
    const opening: ChatEntry = { type: 'output', outputType: 'recommend', key: 0, ...rec({ questions: [] }) };
    const chat = withRecommendation([opening, input(1)], rec(), counter());
    expect(chat).toHaveLength(2);
    expect(chat[0]).toMatchObject({ key: 0, outputType: 'recommend', questions: [q('1'), q('2')] });
  });

  it('换一换 with nothing said after: the same entry moves to the new page', () => {
    const chat = withRecommendation([], rec(), counter());
    const next = withRecommendation(chat, rec({ recommendPage: 1, questions: [q('3')] }), counter());
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ key: 100, recommendPage: 1, questions: [q('3')] });
  });

  it('after a question, a new page or type is a new entry; the earlier keeps its page', () => {
    const key = counter();
    let chat = withRecommendation([], rec({ recommendPage: 1 }), key);
    chat = [...chat, input(1)];
    chat = withRecommendation(chat, rec({ recommendTitle: '猜你想问：计划', recommendType: '2' }), key);
    expect(chat.map((e) => (e.type === 'output' ? e.outputType : e.type))).toEqual(['recommend', 'input', 'recommend']);
    expect(chat[0]).toMatchObject({ recommendPage: 1, recommendType: null });
    expect(chat[2]).toMatchObject({ key: 101, recommendType: '2', recommendTitle: '猜你想问：计划' });
  });

  it('gives back the same chat when nothing changed', () => {
    const chat = withRecommendation([], rec(), counter());
    const same = [...chat, input(1)];
    expect(withRecommendation(same, rec(), counter())).toBe(same);
  });
});
