import type { SettingsService } from '@portico/sdk';
import type { LoginAgreementOptions } from './options';

/** Spec §5: the dictionary whose second item is the agreement in force, and the user's setting key. */
export const AGREEMENT_DICTIONARY = 'login_agreement';
export const AGREEMENT_SETTING_KEY = 'login_agreement';

/**
 * Spec §5: whether the user must first accept the agreement — unless the admin setting is true
 * or the user's agreement setting equals the second item of the `login_agreement` dictionary.
 * A failing call answers false (the user is let in); `log` hears why.
 */
export async function mustAgree(
  settings: SettingsService,
  options: LoginAgreementOptions,
  log: (message: string, detail?: unknown) => void,
): Promise<boolean> {
  try {
    const [admin, mine, items] = await Promise.all([
      settings.ownerSetting(options.adminSettingKey),
      settings.ownerSetting(AGREEMENT_SETTING_KEY),
      settings.dictionary(AGREEMENT_DICTIONARY),
    ]);
    if (admin?.settingValue === 'true') return false;
    const current = items[1]?.dictValue;
    if (!current) {
      log('login_agreement dictionary has no second item; letting the user in', items);
      return false;
    }
    return mine?.settingValue !== current;
  } catch (err) {
    log('agreement check failed; letting the user in', err);
    return false;
  }
}

/** The agreement page with the way back. */
export function agreementUrl(options: LoginAgreementOptions, here: string): string {
  return `${options.agreementUrl}${options.agreementUrl.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(here)}`;
}
