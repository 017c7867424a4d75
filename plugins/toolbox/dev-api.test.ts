import { describe, expect, it } from 'vitest';
import { testServer } from '@portico/sdk/testing';
import { toolboxHandlers } from './dev-api';
import { SSO_TOKEN_API } from './flyout-entries';

const post = async (token: string) =>
  (await (
    await fetch(`http://localhost:3000${SSO_TOKEN_API}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', tk: token },
    })
  ).json()) as { code: number; data: unknown };

describe('toolbox dev API', () => {
  it('gives an SSO token only to accounts with SSO_LOGIN', async () => {
    testServer.use(...toolboxHandlers);
    expect((await post('dev-agency')).data).toBe('sso-100001');
    expect((await post('dev-push-user')).code).toBe(401);
  });
});
