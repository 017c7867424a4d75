import { useStyleSheet } from '@portico/sdk';
import ToolboxFlyoutView from './components/ToolboxFlyout';
import { TOOLBOX_FLYOUT_CSS } from './styles';

/** The flyout's header widget with the plugin's stylesheet. */
export function ToolboxFlyout() {
  useStyleSheet('toolbox-flyout', TOOLBOX_FLYOUT_CSS);
  return <ToolboxFlyoutView />;
}
