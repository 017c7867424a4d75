import { describe, expect, it } from 'vitest';
import { apiPath, http, HttpResponse } from '@portico/dev';
import { testServer } from './msw-server';
import { recordCalls, type RecordedCalls } from './record-calls';

const ORIGIN = 'https://e.example.cn';
const answer = () => HttpResponse.json({ code: 0, msg: 'success', data: null });
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('recordCalls', () => {
  let earlier: RecordedCalls | undefined;

  it('records method, URL, query and parsed body of each call to its path, in order, letting the handlers answer', async () => {
    testServer.use(http.all(apiPath('/v2/books/*'), answer), http.all(apiPath('/v2/other'), answer));
    const list = recordCalls('/v2/books/list');
    earlier = list;
    const saved = recordCalls<{ title: string; tags: string[] }>('/v2/books/save');
    await fetch(`${ORIGIN}/v2/books/list?pageNum=1`, form({ keyword: '诗' }));
    await fetch(`${ORIGIN}/v2/other`, form({ keyword: 'x' }));
    const reply = await fetch(`${ORIGIN}/v2/books/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: '唐诗', tags: ['诗'] }),
    });
    await fetch(`${ORIGIN}/v2/books/list?pageNum=2`);
    expect(await reply.json()).toEqual({ code: 0, msg: 'success', data: null });
    await expect.poll(() => list.length).toBe(2);
    expect(list[0]).toMatchObject({ method: 'POST', params: { pageNum: '1' }, body: { keyword: '诗' } });
    expect(list[0]!.url.pathname).toBe('/v2/books/list');
    expect(list[1]).toMatchObject({ method: 'GET', params: { pageNum: '2' }, body: undefined });
    expect(list.bodies()).toEqual([{ keyword: '诗' }, undefined]);
    await expect.poll(() => saved.bodies()).toEqual([{ title: '唐诗', tags: ['诗'] }]);
  });

  it('takes the paths below a trailing *', async () => {
    testServer.use(http.get(apiPath('/v2/books/*'), answer));
    const any = recordCalls('/v2/books/*');
    await fetch(`${ORIGIN}/v2/books/c-5?id=c-5`);
    await expect.poll(() => any.map((c) => c.url.pathname)).toEqual(['/v2/books/c-5']);
  });

  it('stops recording when its test ends', async () => {
    testServer.use(http.get(apiPath('/v2/books/list'), answer));
    const now = recordCalls('/v2/books/list');
    await fetch(`${ORIGIN}/v2/books/list?pageNum=9`);
    await expect.poll(() => now.length).toBe(1);
    expect(earlier).toHaveLength(2);
  });
});
