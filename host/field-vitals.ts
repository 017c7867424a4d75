import type { Metric, MetricType } from 'web-vitals';

/** The field metrics of a page load, in the order they are sent. */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** The `operationType` of a vitals report on the data-collection endpoint. */
export const VITALS_OPERATION = 'web-vitals';

type Subscribe = (report: (metric: MetricType) => void) => void;

/** The part of the `web-vitals` library the portal uses (a test gives its own). */
export interface VitalsLibrary {
  readonly onLCP: Subscribe;
  readonly onINP: Subscribe;
  readonly onCLS: Subscribe;
  readonly onFCP: Subscribe;
  readonly onTTFB: Subscribe;
}

/** What the field vitals read and where they go. */
export interface FieldVitalsOptions {
  /** The data-collection endpoint (config `reporter.collectEndpoint`), as the page addresses it. */
  readonly endpoint: string;
  /** The running build (`__PORTICO_BUILD_ID__`). */
  readonly buildId: string;
  /** The loaded page's path, without its query (which may hold a token or a supervision id). */
  readonly path: string;
  /** Sends the report as the page goes away (`navigator.sendBeacon`). */
  send(url: string, body: URLSearchParams): void;
  /** The document whose hiding ends the page's measurements. */
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** A metric's value as sent: CLS is a score (4 decimals), the rest are milliseconds. */
const valueOf = (m: Metric) => (m.name === 'CLS' ? m.value.toFixed(4) : String(Math.round(m.value)));

/**
 * Field Web Vitals of a real page load (LCP, INP, CLS, FCP, TTFB), measured by `web-vitals` and
 * sent once per page load to the data-collection endpoint, when the page is first hidden: INP and
 * CLS are final only then. `web-vitals` reads buffered performance entries, so starting after
 * `portal:ready` (its chunk is not on the first screen) still sees the load from its start.
 * Returns a function that stops listening without sending.
 */
export function startFieldVitals(options: FieldVitalsOptions, lib: VitalsLibrary): () => void {
  const latest = new Map<Metric['name'], Metric>();
  const keep = (metric: Metric) => void latest.set(metric.name, metric);
  // The library's own hidden listeners come first (registered first), so INP and CLS are in.
  lib.onLCP(keep);
  lib.onINP(keep);
  lib.onCLS(keep);
  lib.onFCP(keep);
  lib.onTTFB(keep);
  const { document } = options;
  const stop = () => {
    document.removeEventListener('visibilitychange', onHidden);
    document.removeEventListener('pagehide', onHidden);
  };
  function onHidden(event: Event) {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    stop();
    if (latest.size === 0) return;
    const body = new URLSearchParams({ operationType: VITALS_OPERATION, page: options.path, build: options.buildId });
    for (const name of FIELD_METRICS) {
      const metric = latest.get(name);
      if (metric) body.set(name.toLowerCase(), valueOf(metric));
    }
    try {
      options.send(options.endpoint, body);
    } catch {
      // Measuring must never break the page.
    }
  }
  document.addEventListener('visibilitychange', onHidden);
  document.addEventListener('pagehide', onHidden);
  return stop;
}
