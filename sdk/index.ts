/**
 * The public contract of Portico for plugin authors. Plugins import only from here.
 * @packageDocumentation
 */
export { definePlugin } from './define-plugin';
export { createBlueprint, defineExtensionPoint, type Blueprint, type BlueprintParams } from './extension-points';
export {
  PageBlueprint,
  SubAppBlueprint,
  LayoutBlueprint,
  layoutPoint,
  LAYOUT_SLOTS,
  SLOT_PHASES,
  slotTimingFields,
  type ComponentLoader,
  type PageProps,
  type PageParams,
  type SubAppParams,
  type SubAppPage,
  type SubAppPagesLoader,
  type LayoutSlot,
  type LayoutContribution,
} from './blueprints';
export { loaderSchema, whenSchema, routePoint, subAppPoint } from '@portico/core';
export * from './refs';
export type {
  SharedState,
  StateBridge,
  SubAppNotices,
  SubAppNavigation,
  SubAppPromises,
  SubAppServices,
  SubAppRemoteComponents,
  SubAppProps,
  SubAppLifecycles,
} from './subapp-contract';
export { serviceRef, ApiError, OwnerType, LoginType, REQUEST_MESSAGES, SESSION_PROMISES } from '@portico/core';
export { measureWithRetry, MeasureUnavailableError, VIEWPORT_RETRY } from '@portico/core';
export type {
  ServiceRef,
  PluginDefinition,
  PluginContext,
  Disposer,
  Dependency,
  OptionsSchema,
  When,
  AccountType,
  OperatorRight,
  PermissionFacts,
  RequestService,
  RequestOptions,
  RequestMode,
  RequestParams,
  CallRecord,
  AuthService,
  SessionStore,
  SessionFault,
  CurrentUser,
  LoginUser,
  AuthTree,
  ServiceNode,
  PermissionService,
  NotifierService,
  Notice,
  NavigationService,
  ReporterService,
  ReportInput,
  ReportRecord,
  ReportLevel,
  ReportType,
  ErrorPosition,
  PromiseRegistry,
  SessionPromises,
  RemoteComponentRegistry,
  RemoteComponentDefinition,
  SettingsService,
  UsageService,
  LifecycleService,
  PortalPhase,
  UsageReport,
  OwnerSetting,
  DictionaryItem,
  StorageService,
  PluginStorage,
  StorageArea,
  StoredGuard,
  EventBus,
  PortalEvents,
  SubAppRegistry,
  SubAppState,
  Contribution,
  ContributionBase,
  ContributionOf,
  ExtensionPoint,
  Loader,
  RouteContribution,
  SubAppContribution,
  ActivateArgs,
  Resolved,
  Registered,
  LayoutName,
  SubAppMode,
} from '@portico/core';
export { useService, useSession, usePermission, useContributions } from './react/hooks';
export { Slot, type SlotProps } from './react/Slot';
export { ExtensionBoundary, type ExtensionBoundaryProps } from './react/ExtensionBoundary';
export { LazyContribution, type LazyContributionProps } from './react/LazyContribution';
export { RemoteComponent, type RemoteComponentProps } from './react/RemoteComponent';
export { ReplaceableComponent, type ReplaceableComponentProps } from './react/ReplaceableComponent';
