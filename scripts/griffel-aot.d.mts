import type { Plugin } from 'rollup';

/** Rollup plugin: build-time Griffel for our modules (see griffel-aot.mjs). */
export function griffelAot(): Plugin;
