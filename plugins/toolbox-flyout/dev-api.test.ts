import { describe, expect, it } from 'vitest';
import { testServer } from '@portico/sdk/testing';
import { LINK_API } from './constants';
import { toolboxHandlers } from './dev-api';

const post = async (path: string, token: string | null, body = '') => {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  if (token) headers.tk = token;
  return (await (await fetch(`http://localhost:3000${path}`, { method: 'POST', headers, body })).json()) as {
    code: number;
    msg: string;
    data: unknown;
  };
};

describe('toolbox flyout dev API', () => {
  it('answers the link calls with an https link on the dev apps host and a token', async () => {
    testServer.use(...toolboxHandlers);
    expect((await post(LINK_API.datacenterAccess, 'dev-owner')).data).toEqual({
      url: 'https://apps.portico-dev.example/leaves/datacenter/',
      token: 'dc-200001',
    });
    expect((await post(LINK_API.quickappAccess, 'dev-sub-owner')).data).toEqual({
      url: 'https://apps.portico-dev.example/leaves/quickapp/',
      token: 'qa-200002',
    });
    expect((await post(LINK_API.siteAuth, 'dev-owner')).data).toEqual({
      redirect: 'https://apps.portico-dev.example/leaves/landing-tool/',
      token: 'site-200001',
    });
  });
});
