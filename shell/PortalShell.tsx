import { FluentProvider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { notifierRef } from '@portico/core';
import { PortalContext, type PortalHandle } from '@portico/sdk/internal';
import { useService } from '@portico/sdk';
import { PortalRoutes } from './PortalRoutes';
import { CommonLayout, NoLayout } from './CommonLayout';
import { SHELL_MESSAGES } from './messages';
import { BlockingPage, ForbiddenPage, NotFoundPage, PageLoading } from './ShellPages';
import { KeepSupervision } from './KeepSupervision';
import { NoticeCenter } from './NoticeCenter';
import { portalTheme } from './theme';

const LAYOUTS = { common: CommonLayout, none: NoLayout } as const;

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground3 },
});

function BodyView({ onFirstPage }: { onFirstPage?: () => void }) {
  const notifier = useService(notifierRef);
  if (notifier.blocked) {
    return (
      <BlockingPage
        message={notifier.blocked}
        onBack={() => {
          notifier.unblock();
          history.back();
        }}
      />
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
  /** Called once the first page has rendered its content. */
  readonly onFirstPage?: () => void;
}

/**
 * The whole shell UI for hosts and `renderPortal`: theme (zh-CN), routes with their
 * layouts, 404, the blocking page and the notices.
 */
export function PortalShell({ portal, router, onFirstPage }: PortalShellProps) {
  const styles = useStyles();
  return (
    <PortalContext.Provider value={portal}>
      {/* No className on the provider: Fluent copies it onto every portal's mount node. */}
      <FluentProvider theme={portalTheme} lang="zh-CN">
        <div className={mergeClasses('portico-root', styles.root)}>
          {router(
            <KeepSupervision>
              <Body onFirstPage={onFirstPage} />
            </KeepSupervision>,
          )}
          <NoticeCenter />
        </div>
      </FluentProvider>
    </PortalContext.Provider>
  );
}
