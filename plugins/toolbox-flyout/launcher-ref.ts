import { useService } from '@portico/sdk';
import { toolboxLauncherRef, type ToolboxLauncherApi } from './public';

export { toolboxLauncherRef };

/** What a click on an entry does, for the flyout. */
export function useToolboxLauncher(): ToolboxLauncherApi {
  return useService(toolboxLauncherRef);
}
