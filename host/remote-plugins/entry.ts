/**
 * Brings in a remote plugin's entry module. With an integrity hash, a `<link rel="modulepreload"
 * integrity>` fetches it first: the browser checks the bytes and puts the module in its module map,
 * so the `import()` that follows runs exactly those bytes; a mismatch fails the link, and the
 * module is never imported. (`import()` itself takes no integrity.)
 */
export interface EntryLoader {
  /** Fetches `url` through a modulepreload checked against `integrity`; rejects when it fails. */
  preload(url: string, integrity: string): Promise<void>;
  /** Imports the module at `url` (its bare imports resolve through the page's import map). */
  importModule(url: string): Promise<unknown>;
}

/** The browser's: a modulepreload link in `document.head`, and a native `import()`. */
export const browserEntryLoader: EntryLoader = {
  preload: (url, integrity) =>
    new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
      link.onload = () => resolve();
      link.onerror = () => reject(new Error('the entry could not be fetched or does not match its integrity'));
      document.head.append(link);
    }),
  // The address is the manifest's entry, judged by the URL policy; the bundler must leave it alone.
  importModule: (url) => import(/* @vite-ignore */ /* webpackIgnore: true */ url) as Promise<unknown>,
};
