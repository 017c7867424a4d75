import { serviceRef, useService } from '@portico/sdk';
import type { ToolboxLauncher } from './launcher';

/** The plugin's {@link ToolboxLauncher}, provided by `activate` (it carries the plugin options). */
export const toolboxLauncherRef = serviceRef<ToolboxLauncher>('plugin.toolbox-flyout.launcher');

/** What a click on an entry does, for the flyout. */
export function useToolboxLauncher(): ToolboxLauncher {
  return useService(toolboxLauncherRef);
}
