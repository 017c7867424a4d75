import type { ComponentType } from 'react';
import type { Registered, SlotName, HeaderWidgetContribution, OverlayContribution } from '@portico/core';
import { ExtensionBoundary } from './ExtensionBoundary';
import { useContributions } from './hooks';
import { useRetryableLazy } from './lazy';

/** Props of {@link Slot}. */
export interface SlotProps {
  readonly name: SlotName;
  readonly className?: string;
}

type Widget = Registered<HeaderWidgetContribution<ComponentType> | OverlayContribution<ComponentType>>;

function Contribution({ c }: { c: Widget }) {
  const [Lazy, retry] = useRetryableLazy(c.loader);
  return (
    <ExtensionBoundary pluginId={c.pluginId} extensionId={c.id} loading={null} onRetry={retry}>
      <Lazy />
    </ExtensionBoundary>
  );
}

/**
 * Renders the widgets and overlays contributed to a named slot that the current user may
 * see, each inside its own {@link ExtensionBoundary}. Updates when the session changes.
 */
export function Slot({ name, className }: SlotProps) {
  const widgets = useContributions('header-widget') as Widget[];
  const overlays = useContributions('overlay') as Widget[];
  const all = [...widgets, ...overlays].filter((c) => c.slot === name);
  if (!all.length) return null;
  return (
    <div className={className} data-slot={name}>
      {all.map((c) => (
        <Contribution key={c.id} c={c} />
      ))}
    </div>
  );
}
