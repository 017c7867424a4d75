import { describe, expect, it } from 'vitest';
import type { RequestService } from '@portico/sdk';
import { BannerAnswers } from './answers';

const item = { messageId: 1, message: '<p>公告</p>', priority: 0, beginPlayTime: 0, endPlayTime: 2e9 };

/** A request service whose `banner/query` answers only when the test says. */
function setup() {
  const pending: Array<{ pageId: string; answer: (data: unknown) => void; fail: (err: Error) => void }> = [];
  const request = {
    call: (_path: string, params: { pageId: string }) =>
      new Promise((answer, fail) => pending.push({ pageId: params.pageId, answer, fail })),
  } as unknown as RequestService;
  const answers = new BannerAnswers(request);
  const settled = () => new Promise((r) => setTimeout(r, 0));
  return { answers, pending, settled };
}

describe('banner answers', () => {
  it('shows the first page answer that came before the page was shown', async () => {
    const { answers, pending, settled } = setup();
    answers.ask('owner_home', true);
    expect(answers.bannersOf('owner_home')).toBeNull();
    pending[0].answer([item]);
    await settled();
    answers.pageShown(true);
    expect(answers.bannersOf('owner_home')).toEqual([item]);
    // The place asking again for the same page sends nothing more.
    answers.ask('owner_home');
    expect(pending).toHaveLength(1);
  });

  it('holds back a first page answer that came after the page was shown: it would push the page', async () => {
    const { answers, pending, settled } = setup();
    answers.ask('owner_home', true);
    answers.pageShown(true);
    pending[0].answer([item]);
    await settled();
    expect(answers.bannersOf('owner_home')).toEqual([]);
    // The next page shows its answer whenever it comes (the user has just navigated).
    answers.ask('report');
    pending[1].answer([item]);
    await settled();
    expect(answers.bannersOf('report')).toEqual([item]);
    expect(answers.bannersOf('owner_home')).toBeNull();
  });

  it('holds back an answer that was in, when the page had been shown without the place', async () => {
    const { answers, pending, settled } = setup();
    answers.ask('owner_home', true);
    pending[0].answer([item]);
    await settled();
    answers.pageShown(false);
    expect(answers.bannersOf('owner_home')).toEqual([]);
  });

  it('a failed call is no banner; an answer for a page left is dropped', async () => {
    const { answers, pending, settled } = setup();
    answers.ask('owner_home', true);
    pending[0].fail(new Error('500'));
    await settled();
    expect(answers.bannersOf('owner_home')).toEqual([]);
    answers.ask('report');
    answers.ask('finance');
    pending[1].answer([item]);
    await settled();
    expect(answers.bannersOf('report')).toBeNull();
    expect(answers.bannersOf('finance')).toBeNull();
  });
});
