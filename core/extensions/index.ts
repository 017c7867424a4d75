export * from './point';
export * from './portal-points';
export { compileFastCheck, type FastCheck } from './fast-check';
export { ExtensionRegistry, type Registered } from './registry';
