import { serviceRef } from '@portico/sdk';
import type { HelpAssistantOptions } from './options';

/** The plugin's validated options, provided by `activate` for its components. */
export const helpOptionsRef = serviceRef<HelpAssistantOptions>('plugin.help-assistant.options');
