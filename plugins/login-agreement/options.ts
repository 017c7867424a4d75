import * as z from 'zod/mini';
import { configSchemas } from '@portico/sdk';

/** Options of the plugin in portal.config.json (`plugins.login-agreement.options`). */
export interface LoginAgreementOptions {
  /** The agreement page (a path on the portal's origin); it gets `?redirect=<where the user was>`. */
  readonly agreementUrl: string;
  /** The owner setting whose value `true` turns the check off (OURS: the spec calls it "the admin setting"). */
  readonly adminSettingKey: string;
}

/** Defaults: the separate agreement app beside the login page. */
export const DEFAULT_OPTIONS: LoginAgreementOptions = {
  agreementUrl: '/market/agreement/index.html',
  adminSettingKey: 'login_agreement_admin',
};

const SETTING_KEY = 'must be a setting key';

/** Validates the options (none given: the defaults); a key not given keeps its default. */
export const optionsSchema: z.ZodMiniType<LoginAgreementOptions> = z.prefault(
  z.object({
    agreementUrl: z._default(configSchemas.sitePath, DEFAULT_OPTIONS.agreementUrl),
    adminSettingKey: z._default(
      z.string({ error: SETTING_KEY }).check(z.refine((key) => key.trim() !== '', SETTING_KEY)),
      DEFAULT_OPTIONS.adminSettingKey,
    ),
  }),
  {},
);
