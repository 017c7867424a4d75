import { serviceRef } from '@portico/sdk';
import type { MessageCentre } from '@portico/plugin/notifications';
import type { ToolboxLauncherApi } from '@portico/plugin/toolbox-flyout';
import type { ToolboxOptions } from './options';

/** What the toolbox pages work with besides core services: the options and the other plugins' services. */
export interface ToolboxContext {
  readonly options: ToolboxOptions;
  /** The notification centre's store (one badge, one read state); absent when that plugin is off. */
  readonly messages?: MessageCentre;
  /** The toolbox flyout's launcher (the home's cards open entries the same way); absent when it is off. */
  readonly launcher?: ToolboxLauncherApi;
}

/** The toolbox pages' context, provided by `activate`. */
export const toolboxContextRef = serviceRef<ToolboxContext>('plugin.toolbox.context');
