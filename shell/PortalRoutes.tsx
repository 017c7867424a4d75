import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import {
  navigationRef,
  routePoint,
  sessionRef,
  subAppPath,
  subAppsRef,
  type LayoutName,
  type Registered,
  type RouteContribution,
} from '@portico/core';
import { ExtensionBoundary, usePermission, useService, type PageProps } from '@portico/sdk';
import { usePortal, useRetryableLazy } from '@portico/sdk/internal';

/** Layout components by route meta. */
export type LayoutMap = Readonly<Record<LayoutName, ComponentType<{ readonly children: ReactNode }>>>;

/** Props of {@link PortalRoutes}. */
export interface PortalRoutesProps {
  readonly layouts: LayoutMap;
  /** 404 page (rendered in the common layout). */
  readonly notFound: ComponentType;
  /** Page for a route the user may not open. */
  readonly forbidden: ComponentType<{ readonly title: string }>;
  /** Loading indicator while a page chunk loads. */
  readonly loading: ComponentType<{ readonly title: string }>;
  /** Suffix of `document.title`. */
  readonly titleSuffix?: string;
  /** Called once, after the first page has rendered its content. */
  readonly onFirstPage?: () => void;
}

type PageRoute = Registered<
  RouteContribution & { readonly loader: () => Promise<{ default: ComponentType<PageProps> }> }
>;

function Mark({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Sends a visitor without a session to the login page, with the page as `redirect=` (spec §2.2) —
 * unless the login page has just sent them straight back: then the session error page says so
 * instead of a second redirect (a loop).
 */
function ToLogin({ run }: { run: () => void }) {
  const navigation = useService(navigationRef);
  const session = useService(sessionRef);
  useEffect(() => {
    if (!navigation.redirectToLogin()) session.setFault({ kind: 'login', message: '', call: null });
    run();
  }, [navigation, session, run]);
  return null;
}

const SESSION: { loggedIn: boolean } = { loggedIn: true };

function RoutePageView({ route, props }: { route: PageRoute; props: PortalRoutesProps }) {
  const allowed = usePermission(route.when);
  const loggedIn = usePermission(SESSION);
  const subApps = useService(subAppsRef);
  const [Page, retry] = useRetryableLazy(route.loader);
  const subApp = route.subApp ? subApps.entries.find((e) => e.namespace === route.subApp) : undefined;
  // A remote sub-app's page reports its own states (loading → mounting → mounted) as its entry loads.
  const name = subApp?.mode === 'local' ? subApp.name : undefined;
  // Made once per mount: stable callbacks, so each Mark runs its effect once.
  const [marks] = useState(() => ({
    mounting: () => name && subApps.setState(name, 'mounting'),
    mounted: () => {
      if (name) subApps.setState(name, 'mounted');
      props.onFirstPage?.();
    },
    // The page is left for the login page; the portal still counts as ready (nothing else comes).
    leaving: () => props.onFirstPage?.(),
  }));

  useEffect(() => {
    document.title = props.titleSuffix ? `${route.title} - ${props.titleSuffix}` : route.title;
  }, [route.title, props.titleSuffix]);

  // Spec §3 global state: the page shown is the current service-tree node (the session copies its own fields only).
  const session = useService(sessionRef);
  useEffect(() => {
    session.setCurrentNode({
      id: route.id,
      path: route.path,
      title: route.title,
      subApp: route.subApp ?? null,
      pluginId: route.pluginId,
    });
  }, [session, route]);

  useEffect(() => {
    if (!name) return;
    if (subApps.state(name) !== 'mounted') subApps.setState(name, 'loading');
  }, [name, subApps]);

  return (
    <ExtensionBoundary
      pluginId={route.pluginId}
      extensionId={route.id}
      loading={<props.loading title={subApp?.title ?? route.title} />}
      onRetry={retry}
    >
      {route.requiresSession && !loggedIn ? (
        <>
          <props.loading title={route.title} />
          <ToLogin run={marks.leaving} />
        </>
      ) : allowed ? (
        <>
          <Mark run={marks.mounting} />
          <Page title={route.title} />
          <Mark run={marks.mounted} />
        </>
      ) : (
        <>
          <props.forbidden title={route.title} />
          <Mark run={marks.mounted} />
        </>
      )}
    </ExtensionBoundary>
  );
}
const RoutePage = observer(RoutePageView);

/** A layout route: the layout stays mounted while the user moves between its pages. */
function LayoutOutlet({ layout: Layout }: { layout: LayoutMap[LayoutName] }) {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/**
 * The router of the shell: every route contribution at its path (case-sensitive), `/markets/`
 * redirecting to the default sub-app, and a 404 for the rest.
 */
function PortalRoutesView(props: PortalRoutesProps) {
  const { extensions } = usePortal();
  const subApps = useService(subAppsRef);
  const session = useService(sessionRef);
  const routes = extensions.list(routePoint) as PageRoute[];
  const home = subApps.defaultEntry?.namespace ?? null;
  const layoutNames = Object.keys(props.layouts) as LayoutName[];
  const inLayout = (name: LayoutName) => routes.filter((r) => (r.layout ?? 'common') === name);
  return (
    <Routes>
      {home && <Route path="/markets" element={<Navigate to={subAppPath(home, '/')} replace />} />}
      {layoutNames.map((name) => (
        <Route key={name} element={<LayoutOutlet layout={props.layouts[name]} />}>
          {inLayout(name).map((r) => (
            <Route key={r.id} path={r.path} caseSensitive element={<RoutePage key={r.id} route={r} props={props} />} />
          ))}
          {name === 'common' && (
            <Route
              path="*"
              element={
                <>
                  <props.notFound />
                  <Mark
                    run={() => {
                      // A lost page is no node of the service tree.
                      session.setCurrentNode(null);
                      props.onFirstPage?.();
                    }}
                  />
                </>
              }
            />
          )}
        </Route>
      ))}
    </Routes>
  );
}
export const PortalRoutes = observer(PortalRoutesView);
