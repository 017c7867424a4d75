/**
 * The shell UI the host assembles (and `renderPortal` boots the same way): theme, routes with
 * their layouts, 404, the blocking page, notices; and the boot sequence both share (`startPortal`).
 * @packageDocumentation
 */
export { PortalShell, type PortalShellProps } from './PortalShell';
export { CommonLayout, NoLayout } from './CommonLayout';
export { NotFoundPage, ForbiddenPage, PageLoading, BlockingPage, StatusSection } from './ShellPages';
export { PortalRoutes, type PortalRoutesProps, type LayoutMap } from './PortalRoutes';
export { SHELL_MESSAGES } from './messages';
export { NoticeCenter } from './NoticeCenter';
export { portalTheme } from './theme';
export {
  startPortal,
  rootErrorHooks,
  type StartPortalOptions,
  type StartedPortal,
  type StartStep,
  type RootErrorHooks,
  type RootErrorInfo,
} from './start-portal';
export { watchPageZoom, type PageZoomWindow } from './page-zoom';
