import { describe, expect, it } from 'vitest';
import { handlersFetch } from '@portico/dev';
import { CREATIVE_API } from './api';
import { createCreativeHandlers, DEV_REFUSED_MESSAGE, DEV_REFUSED_NAME } from './dev-api';

const { fetch } = handlersFetch(createCreativeHandlers());
const save = async (body: unknown, tk = 'dev-owner') =>
  (await (
    await fetch(CREATIVE_API.save, {
      method: 'POST',
      headers: { tk, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { code: number; msg: string; data: unknown };

describe('creative dev API', () => {
  it('answers a new id for a good creative', async () => {
    const first = await save({ creativeName: '春季新品', clickMonitorUrl: 'https://t.example.com/c' });
    const second = await save({ creativeName: '夏季新品' });
    expect(first.code).toBe(0);
    expect((second.data as { creativeId: number }).creativeId).toBe(
      (first.data as { creativeId: number }).creativeId + 1,
    );
  });

  it('refuses the fault-switch name, an empty name, a bad link and a logged-out call', async () => {
    expect(await save({ creativeName: `${DEV_REFUSED_NAME}1` })).toMatchObject({ code: 500, msg: DEV_REFUSED_MESSAGE });
    expect((await save({ creativeName: '  ' })).code).toBe(1001);
    expect((await save({ creativeName: '新品', exposureMonitorUrl: 'ftp://x' })).code).toBe(1002);
    expect((await save({ creativeName: '新品' }, 'nobody')).code).toBe(403);
  });
});
