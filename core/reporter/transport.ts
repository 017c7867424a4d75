/** How the reporter talks to its endpoints; a test passes its own. */
export interface ReporterTransport {
  /** GET that answers JSON (`/offlineAuto`); rejects on failure. */
  getJson(url: string): Promise<unknown>;
  /** POST form-encoded (the console endpoint); rejects on failure. */
  postForm(url: string, body: URLSearchParams): Promise<void>;
  /** Fire-and-forget GET through an image (`new Image().src`). */
  beacon(url: string): void;
}

/** Something with a settable `src`, as `new Image()` returns. */
export interface BeaconImage {
  src: string;
}

/** `new Image()` where there is one (browsers, jsdom), else null. */
const browserImage = (): BeaconImage | null => (typeof Image === 'function' ? new Image() : null);

/**
 * The transport over `fetch` and image beacons. Without an image (Node), a beacon is sent as a
 * `fetch` GET whose failure is ignored.
 */
export function createReporterTransport(
  fetchImpl: typeof fetch,
  makeImage: () => BeaconImage | null = browserImage,
): ReporterTransport {
  return {
    async getJson(url) {
      const response = await fetchImpl(url, { method: 'GET', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return response.json();
    },
    async postForm(url, body) {
      const response = await fetchImpl(url, {
        method: 'POST',
        body: body.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        credentials: 'same-origin',
        keepalive: true,
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
    },
    beacon(url) {
      const image = makeImage();
      if (image) image.src = url;
      else fetchImpl(url, { method: 'GET', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
    },
  };
}
