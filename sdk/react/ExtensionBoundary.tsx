import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { diagnostic } from '@portico/core';
import { PortalContext, type PortalHandle } from './context';
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
      diagnostic('PORTICO_E_CONTRIBUTION_CRASHED', `${extensionId}: ${error.message}`, { pluginId, key: extensionId }),
    );
    console.error(`[portico] ${extensionId} crashed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    const { pluginId, extensionId } = this.props;
    if (error && this.props.fallback !== undefined) return this.props.fallback;
    if (error) {
      const chunk = error instanceof ChunkLoadError;
      return (
        <span role="alert" className="portico-extension-error" data-plugin={pluginId} data-extension={extensionId}>
          {chunk ? SDK_MESSAGES.chunkFailed(pluginId) : SDK_MESSAGES.crashed(pluginId)}
          {chunk && (
            <button type="button" onClick={this.retry}>
              {SDK_MESSAGES.retry}
            </button>
          )}
        </span>
      );
    }
    return (
      <Suspense fallback={this.props.loading === undefined ? <span className="portico-extension-loading" aria-busy="true">{SDK_MESSAGES.loading}</span> : this.props.loading}>
        {this.props.children}
      </Suspense>
    );
  }
}
