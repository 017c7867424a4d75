import type { MinifyOptions } from 'terser';

/** The release build's Terser options (see minify.mjs). */
export const TERSER_OPTIONS: MinifyOptions;
