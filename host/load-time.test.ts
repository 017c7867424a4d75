import { describe, expect, it, vi } from 'vitest';
import { DefaultReporterService, type ReporterTransport } from '@portico/core';
import { LOAD_TIME_EVENT, reportLoadTime } from './load-time';

const marks = (startTime: number | null) => ({
  getEntriesByName: vi.fn((name: string) =>
    startTime !== null && name === LOAD_TIME_EVENT ? [{ startTime } as PerformanceEntry] : [],
  ),
});

/** A reporter as the host makes it, on `host`, sending its beacons into a list. */
function reporterOn(host: string) {
  const beacons: URL[] = [];
  const transport: ReporterTransport = {
    beacon: (url) => void beacons.push(new URL(url, 'https://x')),
    getJson: vi.fn(),
    postForm: vi.fn(),
  };
  const reporter = new DefaultReporterService({
    config: { appKey: 'portico-web', productId: 'markets', beaconEndpoint: '/report/beacon' },
    transport,
    href: () => `https://${host}/markets/manage/`,
    now: () => 0,
    uin: () => 200001,
  });
  return { reporter, beacons };
}

describe('the load-time beacon (spec §7, §9)', () => {
  it('sends the portal:ready mark with product id, appKey and event id', () => {
    const { reporter, beacons } = reporterOn('ad.example.com');
    expect(reportLoadTime(reporter, marks(1234.6))).toBe(true);
    expect(beacons).toHaveLength(1);
    const params = Object.fromEntries(beacons[0].searchParams);
    expect(params).toMatchObject({ id: 'markets', appKey: 'portico-web', type: 'stats', eventId: 'portal:ready' });
    expect(params.value).toBe('1235');
  });

  it.each([
    ['a local host', 'localhost'],
    ['a test host', 'ad.test.example.com'],
    ['a dev host', 'dev.example.com'],
  ])('sends nothing on %s', (_, host) => {
    const { reporter, beacons } = reporterOn(host);
    expect(reportLoadTime(reporter, marks(900))).toBe(false);
    expect(beacons).toEqual([]);
  });

  it.each([0, -5, 10_000.4, 12_000])('drops a load time of %s ms', (ms) => {
    const { reporter, beacons } = reporterOn('ad.example.com');
    reportLoadTime(reporter, marks(ms));
    expect(beacons).toEqual([]);
  });

  it('sends nothing before the page is ready', () => {
    const { reporter, beacons } = reporterOn('ad.example.com');
    expect(reportLoadTime(reporter, marks(null))).toBe(false);
    expect(beacons).toEqual([]);
  });
});
