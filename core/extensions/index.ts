export * from './point';
export * from './portal-points';
export { compileFastCheck, type FastCheck } from './fast-check';
export { ExtensionRegistry, type Registered } from './registry';
export { SITE_PATH, SAFE_ADDRESS, sitePath, safeAddress } from './addresses';
export { keyedRecord } from './keyed-record';
