import type { ComponentType, ReactElement } from 'react';
import { TAB_FLYOUT_SLOT, type HeaderWidgetContribution, type Registered } from '@portico/core';
import type { TabFlyoutProps } from '../blueprints';
import { ExtensionBoundary } from './ExtensionBoundary';
import { useContributions } from './hooks';
import { useRetryableLazy } from './lazy';

/** Props of {@link TabAnchor}. */
export interface TabAnchorProps {
  /** The tab's `anchor`; without one the tab renders alone. */
  readonly anchor: string | undefined;
  /** The tab element (a link or button). */
  readonly children: ReactElement;
}

type Flyout = Registered<HeaderWidgetContribution<ComponentType<TabFlyoutProps>>>;

function AttachedFlyout({ flyout, children }: { flyout: Flyout; children: ReactElement }) {
  const [Lazy, retry] = useRetryableLazy(flyout.loader);
  return (
    <ExtensionBoundary pluginId={flyout.pluginId} extensionId={flyout.id} loading={children} fallback={children} onRetry={retry}>
      <Lazy>{children}</Lazy>
    </ExtensionBoundary>
  );
}

/**
 * Renders a header tab together with the flyout the current user may see that is attached to
 * its anchor ({@link TabFlyoutBlueprint}); the first by order wins. While the flyout loads, or
 * after it crashed, the tab renders alone, so navigation never depends on the flyout.
 */
export function TabAnchor({ anchor, children }: TabAnchorProps) {
  const widgets = useContributions('header-widget') as Flyout[];
  const flyout = anchor === undefined ? undefined : widgets.find((w) => w.slot === TAB_FLYOUT_SLOT && w.anchor === anchor);
  if (!flyout) return children;
  return <AttachedFlyout flyout={flyout}>{children}</AttachedFlyout>;
}
