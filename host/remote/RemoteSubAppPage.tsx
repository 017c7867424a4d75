// The page of a remote sub-app: one element the adapter mounts the sub-app's entry into, the
// loading indicator while it loads and mounts, and — when anything fails — an error page for this
// sub-app only (spec §8): the header and the other sub-apps keep working, the reporter gets it.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PageLoading, StatusSection } from '@portico/shell';
import {
  eventBusRef,
  navigationRef,
  notifierRef,
  promisesRef,
  remoteComponentsRef,
  reporterRef,
  requestRef,
  sessionRef,
  useService,
  type PageProps,
  type SubAppProps,
} from '@portico/sdk';
import { subAppsRef } from '@portico/sdk/internal';
import { scriptPolicyRef, subAppPath } from '@portico/core';
import { measureWithRetry, MeasureUnavailableError } from '@portico/ui';
import type { RemoteSubApp } from './remote-sub-app';
import { createStateBridge } from './bridge';
import { sealServices } from './sealed-services';
import { containerError, SubAppError } from './errors';
import { REMOTE_MESSAGES as M } from './messages';
import { mountRemote, type MountPhase, type MountedSubApp } from './mount';

// The loader chunk's one entry: the page and the prefetch share it (and qiankun, single-spa).
export { prefetchRemote } from './prefetch';

const useStyles = makeStyles({
  root: { position: 'relative', minHeight: '240px' },
  // Over the container while the entry loads and mounts into it (it must be in the page for that).
  loading: { position: 'absolute', inset: 0, backgroundColor: tokens.colorNeutralBackground1 },
  message: {
    maxWidth: '720px',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
});

type Phase = MountPhase | 'error';

/**
 * The one mount in progress per sub-app: a late result of an earlier mount (the user left and came
 * back) must not overwrite the registry state of the current one.
 */
const currentMount = new Map<string, object>();

function RemoteSubAppView({ app }: { readonly app: RemoteSubApp }) {
  const styles = useStyles();
  const container = useRef<HTMLDivElement>(null);
  const subApps = useService(subAppsRef);
  const session = useService(sessionRef);
  const events = useService(eventBusRef);
  const request = useService(requestRef);
  const notifier = useService(notifierRef);
  const navigation = useService(navigationRef);
  const reporter = useService(reporterRef);
  const promises = useService(promisesRef);
  const components = useService(remoteComponentsRef);
  const policy = useService(scriptPolicyRef);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigateRef = useRef(navigate);
  const mounted = useRef<MountedSubApp | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<SubAppError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    const token = {};
    currentMount.set(app.name, token);
    const isCurrent = () => currentMount.get(app.name) === token;
    let live = true;
    // Never the portal's own service objects: frozen facades, taken back on unmount (issue 35).
    const sealed = sealServices({
      request,
      notifier,
      navigation,
      // Spec §8: a rejected router redirect is silenced (the page stays; nothing to report).
      navigate: (to) => void Promise.resolve(navigateRef.current(to)).catch(() => undefined),
      components,
      promises,
      bridge: createStateBridge(session, events, window.devicePixelRatio),
    });
    const props: Omit<SubAppProps, 'container'> = Object.freeze({
      name: app.library,
      basename: subAppPath(app.namespace),
      bridge: sealed.bridge,
      services: sealed.services,
    });
    // Spec §4 unmount: close the sub-app's toasts, drop its listeners and registrations.
    const release = () => sealed.release();
    // Spec §9: a container that is not in the page yet is looked for again (10 times, 200 ms apart)
    // before the sub-app fails with the error page, reported like any other failure.
    const looking = new AbortController();
    const mounting = measureWithRetry(
      () => (container.current?.isConnected ? container.current : null),
      `the container of sub-app ${app.name}`,
      looking.signal,
    ).then(
      (element) =>
        mountRemote({
          app,
          container: element,
          props,
          policy,
          onPhase: (next) => {
            if (!live) return;
            setPhase(next);
            subApps.setState(app.name, next);
          },
        }),
      (err: unknown) => {
        throw err instanceof MeasureUnavailableError ? containerError(err.message) : err;
      },
    );
    mounting.then(
      (handle) => {
        if (live) mounted.current = handle;
      },
      (err: unknown) => {
        release();
        if (!live) return;
        const failure = err instanceof SubAppError ? err : new SubAppError(String(err), 'script');
        console.error(`[portico] PORTICO_E_SUBAPP_FAILED sub-app=${app.name} entry=${app.entry}: ${failure.message}`);
        reporter.error(failure, { target: app.entry });
        setError(failure);
        setPhase('error');
        subApps.setState(app.name, 'error');
      },
    );
    return () => {
      live = false;
      looking.abort();
      mounted.current = null;
      void mounting.then(
        (handle) =>
          handle
            .unmount()
            .catch((err: unknown) => {
              console.error(`[portico] sub-app ${app.name}: unmount failed`, err);
              reporter.error(err, { target: app.entry });
            })
            .finally(() => {
              release();
              if (isCurrent()) subApps.setState(app.name, 'unmounted');
            }),
        () => undefined,
      );
    };
  }, [app, attempt, session, events, request, notifier, navigation, reporter, promises, subApps, components, policy]);

  // A move within the sub-app's paths made by the shell (a header link) reaches it as `update`.
  useEffect(() => {
    mounted.current
      ?.update({})
      .catch((err: unknown) => console.warn(`[portico] sub-app ${app.name}: update failed`, err));
  }, [pathname, app.name]);

  return (
    <div className={styles.root}>
      {phase === 'error' && error ? (
        <StatusSection role="alert" labelledBy={`subapp-error-${app.namespace}`}>
          <Title2 as="h1" id={`subapp-error-${app.namespace}`}>
            {M.failedTitle(app.title)}
          </Title2>
          <Body1>
            {M.failed(app.name)}
            {M.reasons[error.failure]}
          </Body1>
          <p className={styles.message} aria-label={M.errorLabel}>
            {error.message}
          </p>
          <Button
            appearance="primary"
            onClick={() => {
              setError(null);
              setPhase('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {M.retry}
          </Button>
        </StatusSection>
      ) : null}
      <div ref={container} className="portico-subapp" data-subapp={app.name} hidden={phase === 'error'} />
      {phase === 'loading' || phase === 'mounting' ? (
        <div className={styles.loading}>
          <PageLoading title={app.title} />
        </div>
      ) : null}
    </div>
  );
}

const pages = new Map<string, ComponentType<PageProps>>();

/** The page component of one remote sub-app (one per sub-app, so React keeps it between renders). */
export function remoteSubAppPage(app: RemoteSubApp): ComponentType<PageProps> {
  let page = pages.get(app.name);
  if (!page) {
    page = function RemoteSubAppPage() {
      return <RemoteSubAppView app={app} />;
    };
    pages.set(app.name, page);
  }
  return page;
}
