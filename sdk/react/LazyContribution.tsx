import type { ComponentType, ReactNode } from 'react';
import type { Loader, Registered } from '@portico/core';
import { ExtensionBoundary } from './ExtensionBoundary';
import { useRetryableLazy } from './lazy';

/** Props of {@link LazyContribution}. */
export interface LazyContributionProps<P extends object> {
  /** A registered contribution whose `loader` resolves to the component to render. */
  readonly contribution: Registered<{ kind: string; name: string; loader: Loader<ComponentType<P>> }>;
  /** Props for the loaded component. */
  readonly props?: P;
  /** Shown while the chunk loads; a small loading text by default. */
  readonly loading?: ReactNode;
  /** Shown instead of the inline error after a crash. */
  readonly fallback?: ReactNode;
}

/**
 * Renders one contribution's lazily loaded component inside its own {@link ExtensionBoundary}
 * (crash containment, loading, retry of a failed chunk). A plugin that reads its own extension
 * point renders each contribution with this.
 */
export function LazyContribution<P extends object>({
  contribution,
  props,
  loading,
  fallback,
}: LazyContributionProps<P>) {
  const [Component, retry] = useRetryableLazy(contribution.loader);
  return (
    <ExtensionBoundary
      pluginId={contribution.pluginId}
      extensionId={contribution.id}
      loading={loading}
      fallback={fallback}
      onRetry={retry}
    >
      <Component {...(props as P)} />
    </ExtensionBoundary>
  );
}
