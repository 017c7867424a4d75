export * from './kinds';
export { ExtensionRegistry, type Registered } from './registry';
