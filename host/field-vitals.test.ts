import { describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { startFieldVitals, type VitalsLibrary } from './field-vitals';

/** A stand-in for web-vitals: each subscriber is kept so the test reports metrics itself. */
function fakeLibrary() {
  const subscribers = new Map<string, (m: Metric) => void>();
  const on = (name: string) => (report: (m: never) => void) =>
    void subscribers.set(name, report as (m: Metric) => void);
  const lib: VitalsLibrary = {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
  const report = (name: Metric['name'], value: number) => subscribers.get(name)!({ name, value } as Metric);
  return { lib, report };
}

function hide(doc: Document) {
  Object.defineProperty(doc, 'visibilityState', { value: 'hidden', configurable: true });
  doc.dispatchEvent(new Event('visibilitychange'));
}

describe('field Web Vitals', () => {
  it('sends the five metrics of the load once, when the page is first hidden, with the path and the build', () => {
    const send = vi.fn();
    const doc = document.implementation.createHTMLDocument('');
    const { lib, report } = fakeLibrary();
    startFieldVitals(
      { endpoint: '/report/collect', buildId: 'b1', path: '/markets/manage/IndexManage', send, document: doc },
      lib,
    );
    report('TTFB', 80.4);
    report('FCP', 320.6);
    report('LCP', 610);
    report('CLS', 0.012345);
    report('INP', 40);
    report('LCP', 640.2); // a later candidate replaces the first
    expect(send).not.toHaveBeenCalled();
    hide(doc);
    hide(doc);
    doc.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as [string, URLSearchParams];
    expect(url).toBe('/report/collect');
    expect(Object.fromEntries(body)).toEqual({
      operationType: 'web-vitals',
      page: '/markets/manage/IndexManage',
      build: 'b1',
      lcp: '640',
      inp: '40',
      cls: '0.0123',
      fcp: '321',
      ttfb: '80',
    });
  });

  it('sends what it has on pagehide, leaves out what was not measured, and nothing when nothing was', () => {
    const send = vi.fn();
    const doc = document.implementation.createHTMLDocument('');
    const { lib, report } = fakeLibrary();
    startFieldVitals({ endpoint: '/c', buildId: 'b', path: '/p', send, document: doc }, lib);
    report('FCP', 100);
    doc.dispatchEvent(new Event('pagehide'));
    expect(Object.fromEntries(send.mock.calls[0][1] as URLSearchParams)).toEqual({
      operationType: 'web-vitals',
      page: '/p',
      build: 'b',
      fcp: '100',
    });

    const quiet = vi.fn();
    const other = document.implementation.createHTMLDocument('');
    startFieldVitals({ endpoint: '/c', buildId: 'b', path: '/p', send: quiet, document: other }, fakeLibrary().lib);
    hide(other);
    expect(quiet).not.toHaveBeenCalled();
  });

  it('never lets a failing send reach the page', () => {
    const doc = document.implementation.createHTMLDocument('');
    const { lib, report } = fakeLibrary();
    const send = () => {
      throw new TypeError('beacon refused');
    };
    startFieldVitals({ endpoint: '/c', buildId: 'b', path: '/p', send, document: doc }, lib);
    report('FCP', 1);
    expect(() => hide(doc)).not.toThrow();
  });
});
