import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { lifecycleRef, type ExtensionPoint, type Loader } from '@portico/core';
import { useContributions, useService } from './hooks';
import { LazyContribution } from './LazyContribution';

/** A contribution a {@link Slot} can render: a component in a named place. */
type SlotContribution = {
  readonly kind: string;
  readonly name: string;
  readonly slot: string;
  readonly loader: Loader<ComponentType>;
  readonly phase?: 'ready' | 'eventually';
  readonly reserve?: string;
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
 * (not even its wrapper) when the place is empty. A `phase: 'eventually'` contribution renders
 * (and so loads) only once the portal has reached that phase; until then it holds its `reserve`
 * width, if it has one.
 */
function SlotView<C extends SlotContribution>({ point, slot, className }: SlotProps<C>) {
  const lifecycle = useService(lifecycleRef);
  const all = useContributions(point).filter((c) => c.slot === slot);
  const late = !lifecycle.reached('eventually');
  const shown = all.filter((c) => !(late && c.phase === 'eventually' && !c.reserve));
  if (!shown.length) return null;
  return (
    <div className={className} data-slot={slot}>
      {shown.map((c) => {
        // Held before the phase and, once it is reached, until the chunk has arrived: else the
        // place would collapse while the chunk loads and everything beside it would move twice.
        // (A late `eventually` contribution without a reserve is not in `shown`.)
        const held = c.phase === 'eventually' && c.reserve ? <Reserve key={c.id} width={c.reserve} /> : null;
        return late && c.phase === 'eventually' ? (
          held
        ) : (
          <LazyContribution key={c.id} contribution={c} loading={held} />
        );
      })}
    </div>
  );
}

/** The width an `eventually` contribution holds until it shows. */
function Reserve({ width }: { width?: string }) {
  return <span aria-hidden="true" style={{ display: 'inline-block', flex: 'none', width }} />;
}

/** See {@link SlotView}: an observer, so it follows the session and the registry. */
export const Slot = observer(SlotView) as <C extends SlotContribution>(
  props: SlotProps<C>,
) => ReturnType<typeof SlotView>;
