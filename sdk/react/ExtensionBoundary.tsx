import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { diagnostic, REPORT_LEVEL, reporterRef } from '@portico/core';
import { PortalContext, type PortalHandle } from './context';
import { FirstScreenExpected, FirstScreenShown } from './first-screen';
import { ChunkLoadError } from './lazy';
import { SDK_MESSAGES } from './messages';

/** Props of {@link ExtensionBoundary}. */
export interface ExtensionBoundaryProps {
  readonly pluginId: string;
  readonly extensionId: string;
  /** Shown while the contribution's chunk loads; a small spinner text by default. */
  readonly loading?: ReactNode;
  /** Rendered instead of the inline error after a crash (the diagnostic is still recorded). */
  readonly fallback?: ReactNode;
  /** Called before a retry after a failed chunk load (clear caches there). */
  readonly onRetry?: () => void;
  readonly children: ReactNode;
}

interface State {
  readonly error: Error | null;
}

const useStyles = makeStyles({
  error: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
  },
  retry: {
    font: 'inherit',
    border: `${tokens.strokeWidthThin} solid currentColor`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  },
});

/**
 * The inline error of a crashed contribution. `portico-extension-error` stays as a hook: the
 * shell's dark header recolours it.
 */
function InlineError({
  pluginId,
  extensionId,
  onRetry,
}: {
  pluginId: string;
  extensionId: string;
  onRetry?: () => void;
}) {
  const styles = useStyles();
  return (
    <span
      role="alert"
      className={mergeClasses('portico-extension-error', styles.error)}
      data-plugin={pluginId}
      data-extension={extensionId}
    >
      {onRetry ? SDK_MESSAGES.chunkFailed(pluginId) : SDK_MESSAGES.crashed(pluginId)}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {SDK_MESSAGES.retry}
        </button>
      )}
    </span>
  );
}

const headOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Error boundary + Suspense around one contribution. A crash shows a small inline fallback
 * naming the plugin, is recorded as a diagnostic, and leaves the rest of the page working.
 * A chunk that failed to load offers a retry.
 */
export class ExtensionBoundary extends Component<ExtensionBoundaryProps, State> {
  static override contextType = PortalContext;
  declare context: PortalHandle | null;
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { pluginId, extensionId } = this.props;
    this.context?.diagnostics.add(
      diagnostic('PORTICO_E_CONTRIBUTION_CRASHED', `${extensionId}: ${error.message}`, {
        pluginId,
        key: extensionId,
        stack: error.stack ?? headOf(error),
        componentStack: info.componentStack ?? undefined,
      }),
    );
    console.error(`[portico] ${extensionId} crashed`, error, info.componentStack);
    const container = this.context?.container;
    if (container?.isRegistered(reporterRef)) {
      container.resolve(reporterRef).report({
        type: 'badjs',
        level: REPORT_LEVEL.ERROR,
        key: extensionId,
        msg: `[${pluginId}] ${extensionId} crashed: ${headOf(error)}${info.componentStack ?? ''}`,
      });
    }
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { extensionId } = this.props;
    // The shell's first screen counts this boundary until it shows its content or its error.
    return (
      <>
        <FirstScreenExpected id={extensionId} />
        {this.body()}
      </>
    );
  }

  private body(): ReactNode {
    const { error } = this.state;
    const { pluginId, extensionId } = this.props;
    if (error)
      return (
        <>
          {this.props.fallback !== undefined ? (
            this.props.fallback
          ) : (
            <InlineError
              pluginId={pluginId}
              extensionId={extensionId}
              onRetry={error instanceof ChunkLoadError ? this.retry : undefined}
            />
          )}
          <FirstScreenShown id={extensionId} />
        </>
      );
    return (
      <Suspense
        fallback={
          this.props.loading === undefined ? (
            <span className="portico-extension-loading" aria-busy="true">
              {SDK_MESSAGES.loading}
            </span>
          ) : (
            this.props.loading
          )
        }
      >
        {this.props.children}
        <FirstScreenShown id={extensionId} />
      </Suspense>
    );
  }
}
