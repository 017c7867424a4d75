import type { OptionsSchema } from '@portico/sdk';

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

const isPath = (v: unknown): v is string =>
  typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\');

/** Validates the options (written by hand: plugins import only the SDK). */
export const optionsSchema: OptionsSchema<LoginAgreementOptions> = {
  safeParse(input) {
    const raw = (input ?? {}) as Partial<Record<keyof LoginAgreementOptions, unknown>>;
    const issues: Array<{ path: PropertyKey[]; message: string }> = [];
    const agreementUrl = raw.agreementUrl ?? DEFAULT_OPTIONS.agreementUrl;
    const adminSettingKey = raw.adminSettingKey ?? DEFAULT_OPTIONS.adminSettingKey;
    if (!isPath(agreementUrl))
      issues.push({
        path: ['agreementUrl'],
        message: "must be a path on the portal's origin, like /market/agreement/index.html",
      });
    if (typeof adminSettingKey !== 'string' || !adminSettingKey.trim())
      issues.push({ path: ['adminSettingKey'], message: 'must be a setting key' });
    if (issues.length) return { success: false, error: { issues } };
    return {
      success: true,
      data: { agreementUrl: agreementUrl as string, adminSettingKey: adminSettingKey as string },
    };
  },
};
