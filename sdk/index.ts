/**
 * The public contract of Portico for plugin authors: plugins, Blueprints and extension points,
 * service refs and the service interfaces they resolve to, `when`, the React bindings an author
 * needs, and the remote sub-app's lifecycle types. The UI kit is `@portico/ui`, the advertising
 * domain `@portico/ads`; host-only names are in `@portico/sdk/internal`.
 * @packageDocumentation
 */
export { definePlugin } from './define-plugin';
export { createBlueprint, defineExtensionPoint, type Blueprint, type BlueprintParams } from './extension-points';
export {
  PageBlueprint,
  SubAppBlueprint,
  LayoutBlueprint,
  slotTimingFields,
  type PageProps,
  type SubAppPage,
  type SubAppPages,
} from './blueprints';
export { loaderSchema, whenSchema, routePoint } from '@portico/core';
export { configSchemas } from './config-schemas';
export * from './refs';
export { createRouteRef, type RouteRef } from './route-ref';
export type { SharedState, SubAppProps, SubAppLifecycles } from './subapp-contract';
export { serviceRef, ApiError, LoginType } from '@portico/core';
export type {
  ServiceRef,
  PluginDefinition,
  PluginContext,
  When,
  RequestService,
  SessionStore,
  PermissionService,
  NotifierService,
  NavigationService,
  ReporterService,
  SettingsService,
  UsageService,
  EventBus,
  ContributionOf,
  Registered,
} from '@portico/core';
export { useService, useSession, usePermission, useContributions } from './react/hooks';
export { Slot } from './react/Slot';
export { ExtensionBoundary } from './react/ExtensionBoundary';
export { LazyContribution } from './react/LazyContribution';
export { ReplaceableComponent } from './react/ReplaceableComponent';
