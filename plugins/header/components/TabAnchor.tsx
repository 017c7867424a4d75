import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { LazyContribution, lifecycleRef, useContributions, useService } from '@portico/sdk';
import { tabFlyoutPoint, type TabFlyoutProps, type TabPlacement } from '../public';

/**
 * A header tab together with the flyout attached to its anchor that the current user may see
 * (the first by order wins), on the bar or as its item in 更多 (`placement`). While the flyout
 * loads, after it crashed, and — for a flyout of the `eventually` phase — until the portal is
 * idle after ready, the tab renders alone, so navigation never depends on the flyout.
 */
function TabAnchorView({
  anchor,
  placement = 'bar',
  children,
}: {
  readonly anchor: string | undefined;
  readonly placement?: TabPlacement;
  readonly children: ReactElement;
}) {
  const lifecycle = useService(lifecycleRef);
  const flyout = useContributions(tabFlyoutPoint).find((f) => f.anchor === anchor);
  if (anchor === undefined || !flyout) return children;
  if (flyout.phase === 'eventually' && !lifecycle.reached('eventually')) return children;
  return (
    <LazyContribution<TabFlyoutProps>
      contribution={flyout}
      props={{ children, placement }}
      loading={children}
      fallback={children}
    />
  );
}
const TabAnchor = observer(TabAnchorView);

export default TabAnchor;
