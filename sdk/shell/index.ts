export { PortalShell, type PortalShellProps } from './PortalShell';
export { CommonLayout, NoLayout } from './CommonLayout';
export { NotFoundPage, ForbiddenPage, PageLoading, BlockingPage } from './ShellPages';
