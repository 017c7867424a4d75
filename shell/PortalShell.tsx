import { FluentProvider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { navigationRef, notifierRef } from '@portico/core';
import { FirstScreenContext, PortalContext, type PortalHandle } from '@portico/sdk/internal';
import { useService } from '@portico/sdk';
import { PortalRoutes } from './PortalRoutes';
import { CommonLayout, NoLayout } from './CommonLayout';
import { SHELL_MESSAGES } from './messages';
import { BlockingPage, ForbiddenPage, NotFoundPage, PageLoading } from './ShellPages';
import { KeepSupervision } from './KeepSupervision';
import { NoticeCenter } from './NoticeCenter';
import { firstScreenGate } from './first-screen-gate';
import { SessionErrorPage } from './SessionErrorPage';
import type { SessionRecovery } from './session-recovery';
import { portalTheme } from './theme';

const LAYOUTS = { common: CommonLayout, none: NoLayout } as const;

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground3 },
});

/** Runs once when mounted: a status page in place of every page is a first page too (the portal is ready). */
function FirstPage({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

function BodyView({ onFirstPage, recovery }: { onFirstPage?: () => void; recovery?: SessionRecovery }) {
  const notifier = useService(notifierRef);
  const navigation = useService(navigationRef);
  const here = useLocation();
  const fault = recovery?.fault;
  if (notifier.blocked) {
    return (
      <>
        <BlockingPage
          message={notifier.blocked}
          onBack={() => {
            notifier.unblock();
            history.back();
          }}
        />
        <FirstPage run={onFirstPage} />
      </>
    );
  }
  if (recovery && fault) {
    return (
      <>
        <SessionErrorPage
          fault={fault}
          retrying={recovery.retrying}
          onRetry={() => void recovery.retry()}
          loginUrl={navigation.loginUrl(here.pathname + here.search)}
        />
        <FirstPage run={onFirstPage} />
      </>
    );
  }
  return (
    <PortalRoutes
      layouts={LAYOUTS}
      notFound={NotFoundPage}
      forbidden={ForbiddenPage}
      loading={PageLoading}
      titleSuffix={SHELL_MESSAGES.siteName}
      onFirstPage={onFirstPage}
    />
  );
}
const Body = observer(BodyView);

/** Props of {@link PortalShell}. */
export interface PortalShellProps {
  readonly portal: PortalHandle;
  /** A router (`BrowserRouter` in the host, `MemoryRouter` in tests) wrapping the routes. */
  readonly router: (children: ReactNode) => ReactNode;
  /**
   * Called once the first page has rendered its content and every boundary rendered with it (the
   * layout's places, widgets) shows its content or its error; then again on each later page.
   */
  readonly onFirstPage?: () => void;
  /** The session error page's state; without it a session fault shows the routes (logged out). */
  readonly recovery?: SessionRecovery;
}

/**
 * The whole shell UI for hosts and `renderPortal`: theme (zh-CN), routes with their
 * layouts, 404, the blocking page and the notices.
 */
export function PortalShell({ portal, router, onFirstPage, recovery }: PortalShellProps) {
  const styles = useStyles();
  // One gate and one stable report per mount (the pages' marks run their effect once).
  const [gate] = useState(() => firstScreenGate());
  const [report] = useState(() => () => gate.afterFirstScreen(() => onFirstPage?.()));
  useEffect(() => () => gate.dispose(), [gate]);
  return (
    <PortalContext.Provider value={portal}>
      <FirstScreenContext.Provider value={gate}>
        {/* No className on the provider: Fluent copies it onto every portal's mount node. */}
        <FluentProvider theme={portalTheme} lang="zh-CN">
          <div className={mergeClasses('portico-root', styles.root)}>
            {router(
              <KeepSupervision>
                <Body onFirstPage={report} recovery={recovery} />
              </KeepSupervision>,
            )}
            <NoticeCenter />
          </div>
        </FluentProvider>
      </FirstScreenContext.Provider>
    </PortalContext.Provider>
  );
}
