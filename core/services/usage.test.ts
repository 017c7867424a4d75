import { describe, expect, it, vi } from 'vitest';
import type { RequestService } from '../request';
import { DefaultUsageService } from './usage';

const recorder = () => {
  const call = vi.fn(() => Promise.reject(new Error('offline')));
  return { request: { call } as unknown as RequestService, call };
};

describe('DefaultUsageService', () => {
  it('posts every field of the spec §7 report, empty where the caller has nothing, to the configured endpoint', () => {
    const { request, call } = recorder();
    const usage = new DefaultUsageService(request, {
      endpoint: '/collect/here',
      page: () => '/markets/manage/?agency=true',
      userAgent: () => 'UA',
    });
    usage.send({ operationType: 'v3-banner-show-3sec', description: '7', duration: 3000.4 });
    expect(call).toHaveBeenCalledWith(
      '/collect/here',
      {
        operationType: 'v3-banner-show-3sec',
        adId: '',
        planId: '',
        groupId: '',
        page: '/markets/manage/?agency=true',
        description: '7',
        duration: '3000',
        fileType: '',
        userAgent: 'UA',
      },
      { manual: true },
    );
  });

  it('takes an endpoint per call, falls back to /report/collect, and swallows a failure', async () => {
    const { request, call } = recorder();
    const usage = new DefaultUsageService(request, { page: () => '/p', userAgent: () => '' });
    usage.send({ operationType: 'x', page: '/q' });
    usage.send({ operationType: 'y' }, '/other');
    expect(call.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/report/collect', '/other']);
    expect((call.mock.calls[0] as unknown[])[1]).toMatchObject({ page: '/q' });
    await Promise.resolve();
  });
});

describe('DefaultUsageService page address (issue 25)', () => {
  it('sends the page without token, tk, ticket or multiAccessId', () => {
    const { request, call } = recorder();
    const usage = new DefaultUsageService(request, {
      page: () => '/markets/toolbox/ssoLogin?sso=1&token=sso-1&tk=t&ticket=st&multiAccessId=ma-1#x',
      userAgent: () => '',
    });
    usage.send({ operationType: 'a' });
    usage.send({ operationType: 'b', page: '/markets/report/?multiAccessId=ma-1&agency=true' });
    expect(call.mock.calls.map((c) => ((c as unknown[])[1] as { page: string }).page)).toEqual([
      '/markets/toolbox/ssoLogin?sso=1#x',
      '/markets/report/?agency=true',
    ]);
  });
});

describe('DefaultUsageService page address (issue 35)', () => {
  it('keeps only known query keys: no access_token, adstk, token[] or unknown key', () => {
    const { request, call } = recorder();
    const usage = new DefaultUsageService(request, {
      page: () => '/markets/report/?agency=true&access_token=a&adstk=b&token[]=c&sig=d#/x?Token=e&type=create',
      userAgent: () => '',
    });
    usage.send({ operationType: 'a' });
    expect(((call.mock.calls[0] as unknown[])[1] as { page: string }).page).toBe(
      '/markets/report/?agency=true#/x?type=create',
    );
  });
});
