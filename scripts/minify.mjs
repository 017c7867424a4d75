// The release build's minifier settings (rollup.config.mjs), kept apart so a test can hold them.

/**
 * Terser's options. `reduce_funcs: false`: a function used once stays where its author wrote it.
 * With the default, Terser moves such a function into its one caller; a closure it creates then
 * sits in the caller's scope and holds every variable the caller's other closures capture.
 * mobx-react-lite's `createObserverAdministration` is written at module level for exactly that
 * reason: moved into `useObserver`, the administration's `subscribe` held the render's result (its
 * elements, their handlers and so the fibers), and its finalization registry, which holds the
 * administration until the component's ref is collected, kept every render React discarded
 * for 10 s instead of letting it go at the next collection — about 0.3 MB per 105 navigations in
 * `npm run bench`'s heap figure. The cost in size is nil (main −0.2 KB, vendor +0.2 KB gzip).
 */
export const TERSER_OPTIONS = {
  ecma: 2020,
  module: true,
  compress: { passes: 2, reduce_funcs: false },
  format: { comments: false },
};
