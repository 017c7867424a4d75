/**
 * The public contract of Portico for plugin authors. Plugins import only from here.
 * @packageDocumentation
 */
export { definePlugin } from './define-plugin';
export {
  RouteBlueprint,
  HeaderTabBlueprint,
  HeaderWidgetBlueprint,
  OverlayBlueprint,
  ToolboxEntryBlueprint,
  SubAppBlueprint,
  type ComponentLoader,
  type PageProps,
  type RouteParams,
  type PageEntry,
  type HeaderTabParams,
  type HeaderWidgetParams,
  type OverlayParams,
  type ToolboxEntryParams,
  type SubAppParams,
} from './blueprints';
export { requestRef, authRef, sessionRef, permissionRef, notifierRef, navigationRef, eventBusRef, subAppsRef } from './refs';
export { serviceRef, ApiError, evaluateWhen, OwnerType, LoginType, REQUEST_MESSAGES } from '@portico/core';
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
  CurrentUser,
  LoginUser,
  AuthTree,
  PermissionService,
  NotifierService,
  Notice,
  NavigationService,
  EventBus,
  PortalEvents,
  SubAppRegistry,
  SubAppState,
  Contribution,
  ContributionKind,
  Registered,
  HeaderTabContribution,
  ToolboxEntryContribution,
  ToolboxGroupId,
  SlotName,
  LayoutName,
  SubAppMode,
} from '@portico/core';
export { PortalContext, usePortal, type PortalHandle } from './react/context';
export { useService, useSession, usePermission, useContributions, useObservable } from './react/hooks';
export { Slot, type SlotProps } from './react/Slot';
export { ExtensionBoundary, type ExtensionBoundaryProps } from './react/ExtensionBoundary';
export { PortalRoutes, type PortalRoutesProps, type LayoutMap } from './react/PortalRoutes';
export { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyFromLoader, withChunkTimeout } from './react/lazy';
export { PortalShell, CommonLayout, NoLayout, type PortalShellProps } from './shell';
export { PageFrame, PortalLink, type PageFrameProps, type Crumb } from './components/PageFrame';
export { useStyleSheet } from './react/styles';
