import { afterEach, describe, expect, it, vi } from 'vitest';
import { DefaultReporterService } from './default-reporter-service';
import type { ReporterTransport } from './transport';

// Every report carries the build that runs, so the operator symbolicates its stack with that
// build's hidden source maps (npm run symbolicate).
function setup(buildId?: string) {
  const beacons: string[] = [];
  const forms: URLSearchParams[] = [];
  const transport: ReporterTransport = {
    beacon: (url) => void beacons.push(url),
    postForm: async (_url, body) => void forms.push(body),
    getJson: async () => ({ code: 0, auto: true }),
  };
  const reporter = new DefaultReporterService({
    config: {
      force: true,
      productId: 'markets',
      beaconEndpoint: '/badjs',
      consoleEndpoint: '/console',
      offlineEndpoint: '/offline',
    },
    transport,
    href: () => 'https://e.example.cn/markets/manage/IndexManage',
    now: () => Date.now(),
    uin: () => 200001,
    random: () => 0,
    buildId,
  });
  return { reporter, beacons, forms };
}

afterEach(() => void vi.useRealTimers());

describe('the build id in reports', () => {
  it('goes with every error batch and load time as `build`', () => {
    const { reporter, beacons } = setup('20261128T2215-3f9a1c');
    reporter.error(new Error('boom'));
    reporter.flush();
    reporter.loadTime('first-page', 420);
    expect(beacons).toHaveLength(2);
    for (const url of beacons)
      expect(new URL(url, 'https://e.example.cn').searchParams.get('build')).toBe('20261128T2215-3f9a1c');
  });

  it('goes with the console upload that follows an error', async () => {
    vi.useFakeTimers();
    const { reporter, forms } = setup('20261128T2215-3f9a1c');
    reporter.log('before the error');
    reporter.error(new Error('boom'));
    await vi.runAllTimersAsync();
    expect(forms).toHaveLength(1);
    expect(forms[0].get('build')).toBe('20261128T2215-3f9a1c');
  });

  it('is left out when the runtime was started without one (tests, the harness)', () => {
    const { reporter, beacons } = setup();
    reporter.error(new Error('boom'));
    reporter.flush();
    expect(new URL(beacons[0], 'https://e.example.cn').searchParams.has('build')).toBe(false);
  });
});
