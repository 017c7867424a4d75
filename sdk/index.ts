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
export {
  AUDIT_STATUS,
  QUALIFICATION_PAGE_PATH,
  VALIDATION_STATUS,
  BUSINESS_VALIDATION_API,
  readBusinessValidation,
  type BusinessValidation,
  type ValidationStatusValue,
} from '@portico/core';
export {
  /** Spec §9 price: cents ÷ 100, two decimals, thousands commas. */
  formatPrice,
  /** Reads a shown or typed price back to cents. */
  parsePrice,
  /** Spec §9 rate: × 100, two decimals, percent sign. */
  formatRate,
  /** Spec §9 abbreviation of large figures: 亿 and 万 (千 and 百 only when asked); under 10,000 whole. */
  abbreviateNumber,
  /** What the formatters show for a value that is not a number. */
  EMPTY_VALUE,
  /** Spec §8 reporter log levels: debug 1, info 2, error 4, offline 20. */
  REPORT_LEVEL,
  /** Spec §3: whether the personal configs say the DMP agreement is signed. */
  isDmpSigned,
  /** Home of the supervising agency (返回代理商). */
  AGENCY_HOME_PATH,
} from '@portico/core';
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
  NumericInput,
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
export {
  ELEMENT_TYPE,
  isElementType,
  formatElement,
  type ElementType,
  type ElementFormatOptions,
} from './data/element-format';
export {
  CREATIVE_TYPE,
  CREATIVE_TYPES,
  DYNAMIC_MODE,
  DYNAMIC_MODES,
  EXTENSION_TYPE,
  EXTENSION_TYPES,
  AD_TYPE,
  AD_TYPES,
  TRAFFIC,
  TRAFFICS,
  FLOW_SCENE,
  FLOW_SCENES,
  DAY_LIMIT,
  DAY_LIMITS,
  PACING,
  PACINGS,
  DELIVERY_MODE,
  DELIVERY_MODES,
  enumLabel,
  type Labelled,
  type CreativeType,
  type DynamicMode,
  type ExtensionType,
  type AdType,
  type Traffic,
  type FlowScene,
  type DayLimit,
  type Pacing,
  type DeliveryMode,
} from './data/ad-enums';
export { parseItems, type LooseItem } from './data/items';
