import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import type { ExtensionPoint, Loader } from '@portico/core';
import { useContributions } from './hooks';
import { LazyContribution } from './LazyContribution';

/** A contribution a {@link Slot} can render: a component in a named place. */
type SlotContribution = {
  readonly kind: string;
  readonly name: string;
  readonly slot: string;
  readonly loader: Loader<ComponentType>;
};

/** Props of {@link Slot}. */
export interface SlotProps<C extends SlotContribution> {
  /** The extension point whose contributions fill the slot. */
  readonly point: ExtensionPoint<C>;
  /** The place: contributions whose `slot` equals it. */
  readonly slot: C['slot'];
  readonly className?: string;
}

/**
 * Renders the contributions to a point's named place that the current user may see, in
 * order, each inside its own boundary. Updates when the session changes; renders nothing
 * (not even its wrapper) when the place is empty.
 */
function SlotView<C extends SlotContribution>({ point, slot, className }: SlotProps<C>) {
  const all = useContributions(point).filter((c) => c.slot === slot);
  if (!all.length) return null;
  return (
    <div className={className} data-slot={slot}>
      {all.map((c) => (
        <LazyContribution key={c.id} contribution={c} loading={null} />
      ))}
    </div>
  );
}

/** See {@link SlotView}: an observer, so it follows the session and the registry. */
export const Slot = observer(SlotView) as <C extends SlotContribution>(
  props: SlotProps<C>,
) => ReturnType<typeof SlotView>;
