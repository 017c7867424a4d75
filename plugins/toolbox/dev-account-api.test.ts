import { describe, expect, it } from 'vitest';
import { devQualificationSetCookie, devQualificationStatus } from '@portico/dev';
import { SCENARIOS, testServer } from '@portico/sdk/testing';
import { ACCOUNT_API } from './api';
import { accountHandlers } from './dev-account-api';

const ORIGIN = 'http://localhost:3000';
const STATUS_API = '/v3/communal/owner/customer/qualification/status';

async function call(path: string, token: string, init: { body?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { tk: token };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body) headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
  const response = await fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: init.body });
  return { response, json: (await response.json()) as { code: number; msg: string; data: Record<string, unknown> } };
}
// Written out by hand: jsdom's Blob does not survive Node's FormData (see qualification.test.tsx).
const BOUNDARY = 'portico-test-boundary';
const upload = (name: string) =>
  [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${name}"`,
    'Content-Type: application/octet-stream',
    '',
    '%PDF-1.4',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="qualificationType"',
    '',
    'businessLicense',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');

describe('toolbox dev API: qualification uploads (per browser, by cookie)', () => {
  it('an upload goes under review for this browser only; a name with "approve" is approved at once', async () => {
    testServer.use(...accountHandlers);
    const token = 'dev-owner-qual-missing';
    expect((await call(STATUS_API, token)).json.data.auditStatus).toBe(5);

    const first = await call(ACCOUNT_API.qualificationUpload, token, { body: upload('营业执照.pdf') });
    expect(first.json.data.auditStatus).toBe(0);
    const cookie = first.response.headers.get('set-cookie')!.split(';')[0];
    expect((await call(STATUS_API, token, { cookie })).json.data.auditStatus).toBe(0);

    const second = await call(ACCOUNT_API.qualificationUpload, token, {
      body: upload('approve-营业执照.png'),
      cookie,
    });
    const both = second.response.headers.get('set-cookie')!.split(';')[0];
    expect((await call(STATUS_API, token, { cookie: both })).json.data.auditStatus).toBe(1);
    const list = (await call(ACCOUNT_API.qualificationList, token, { cookie: both })).json.data.list as Array<{
      fileName: string;
      auditStatus: number;
    }>;
    expect(list.map((q) => [q.fileName, q.auditStatus])).toEqual([
      ['营业执照.pdf', 0],
      ['approve-营业执照.png', 1],
    ]);
  });

  it('refuses files it does not accept, and accounts without a qualification', async () => {
    testServer.use(...accountHandlers);
    expect((await call(ACCOUNT_API.qualificationUpload, 'dev-owner', { body: upload('a.exe') })).json.code).toBe(400);
    expect((await call(ACCOUNT_API.qualificationUpload, 'dev-agency', { body: upload('a.png') })).json.code).toBe(401);
  });

  it("another browser (without the cookie) still sees the scenario's own status", () => {
    const scenario = SCENARIOS['owner-qual-missing'];
    const at = (cookie?: string) =>
      devQualificationStatus(scenario, new Request(`${ORIGIN}${STATUS_API}`, { headers: cookie ? { cookie } : {} }));
    const uploaded = devQualificationSetCookie(scenario, new Request(ORIGIN), {
      fileName: 'a.png',
      status: 0,
      uploadedAt: '2026-11-24 10:00',
    }).split(';')[0];
    expect(at(uploaded)).toBe(0);
    expect(at()).toBe(5);
    expect(at('portico-dev-qualification-owner=%5B%5D')).toBe(5);
  });

  it('a corrupt cookie is no upload', async () => {
    testServer.use(...accountHandlers);
    const cookie = 'portico-dev-qualification-owner-qual-review=%7Bnot-json';
    expect((await call(STATUS_API, 'dev-owner-qual-review', { cookie })).json.data.auditStatus).toBe(0);
  });
});
