export * from './types';
export { resolvePlugins, type ResolveOptions } from './resolve';
export {
  PluginRuntime,
  DEFAULT_ACTIVATE_TIMEOUT_MS,
  type PluginStatus,
  type PluginRecord,
  type PluginInspection,
} from './runtime';
export { manifestSchema, describeIssue } from './manifest-schema';
export { CONTRIBUTION_POINT, contributionId, pointOf } from './validate';
