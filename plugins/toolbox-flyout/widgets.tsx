import { useStyleSheet } from '@portico/sdk';
import type { TabFlyoutProps } from '@portico/plugin/header';
import ToolboxFlyoutView from './components/ToolboxFlyout';
import { TOOLBOX_FLYOUT_CSS } from './styles';

/** The flyout's header widget with the plugin's stylesheet. */
export function ToolboxFlyout({ children }: TabFlyoutProps) {
  useStyleSheet('toolbox-flyout', TOOLBOX_FLYOUT_CSS);
  return <ToolboxFlyoutView>{children}</ToolboxFlyoutView>;
}
