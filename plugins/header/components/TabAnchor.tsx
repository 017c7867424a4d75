import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { LazyContribution, useContributions } from '@portico/sdk';
import { tabFlyoutPoint, type TabFlyoutProps } from '../extension-points';

/**
 * A header tab together with the flyout attached to its anchor that the current user may see
 * (the first by order wins). While the flyout loads, or after it crashed, the tab renders
 * alone, so navigation never depends on the flyout.
 */
function TabAnchorView({ anchor, children }: { readonly anchor: string | undefined; readonly children: ReactElement }) {
  const flyout = useContributions(tabFlyoutPoint).find((f) => f.anchor === anchor);
  if (anchor === undefined || !flyout) return children;
  return (
    <LazyContribution<TabFlyoutProps>
      contribution={flyout}
      props={{ children }}
      loading={children}
      fallback={children}
    />
  );
}
const TabAnchor = observer(TabAnchorView);

export default TabAnchor;
