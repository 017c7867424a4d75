import * as z from 'zod/mini';
import { serviceRef } from '@portico/sdk';

/** Options of the plugin in portal.config.json (`plugins.acme-weather.options`). */
export interface AcmeWeatherOptions {
  /** The city whose weather is shown (default 杭州). */
  readonly city: string;
}

/** Validates the options at boot (a bad value disables the plugin with a diagnostic naming the key). */
export const optionsSchema: z.ZodMiniType<AcmeWeatherOptions> = z.prefault(
  z.object({ city: z._default(z.string().check(z.minLength(1), z.maxLength(20)), '杭州') }),
  {},
);

/** The validated options, provided by the plugin's `activate` for its components (`useService(optionsRef)`). */
export const optionsRef = serviceRef<AcmeWeatherOptions>('plugin.acme-weather.options');
