import { serviceRef } from '../di';
import type { RequestService } from '../request';

/** Paths of the settings calls (spec §7). */
export const SETTINGS_API = {
  ownerSetting: '/v2/communal/owner/setting',
  personalConfigGetAll: '/v2/communal/owner/personalConfig/getAll',
  personalConfigAdd: '/v2/communal/owner/personalConfig/add',
  dicItems: '/v2/open/tool/dicItems',
} as const;

/** An owner setting (spec §3). */
export interface OwnerSetting {
  readonly ownerId: number;
  readonly settingKey: string;
  readonly settingValue: string;
}

/** One item of a dictionary (`/v2/open/tool/dicItems`), in the order the server gives. */
export interface DictionaryItem {
  readonly dictType: string;
  readonly dictLabel: string;
  readonly dictValue: string;
  readonly dictSort: number;
}

/** Owner settings, owner personal config and dictionaries (spec §3, §7). */
export interface SettingsService {
  /** `owner/setting` for `settingKey`; null when the owner has no value for it. */
  ownerSetting(settingKey: string): Promise<OwnerSetting | null>;
  /** Every personal config of the owner: configCode → configValue. */
  personalConfigs(): Promise<Readonly<Record<string, string>>>;
  /** Saves one personal config: configCode and configValue in the query string, no automatic message. */
  addPersonalConfig(configCode: string, configValue: string): Promise<void>;
  /** Items of a dictionary (`login_agreement` …); cached for the page's lifetime. */
  dictionary(type: string): Promise<readonly DictionaryItem[]>;
}

/** Service ref of {@link SettingsService}. */
export const settingsRef = serviceRef<SettingsService>('core.settings');

type Loose = Readonly<Record<string, unknown>>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v === undefined || v === null
      ? ''
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

/**
 * Default implementation over the §7 main wrapper. The answers' shapes are not in the spec, so
 * each reader accepts the plausible ones (a list or a single object; a list or a map of
 * configs) and never throws on an odd answer.
 */
export class DefaultSettingsService implements SettingsService {
  constructor(private readonly request: RequestService) {}

  async ownerSetting(settingKey: string): Promise<OwnerSetting | null> {
    const data = await this.request.call<unknown>(SETTINGS_API.ownerSetting, { settingKey });
    const found = (Array.isArray(data) ? data : [data]).find(
      (s): s is Loose => isRecord(s) && (s.settingKey === undefined || s.settingKey === settingKey),
    );
    if (!found || found.settingValue === undefined || found.settingValue === null) return null;
    return { ownerId: Number(found.ownerId ?? 0), settingKey, settingValue: text(found.settingValue) };
  }

  async personalConfigs(): Promise<Readonly<Record<string, string>>> {
    const data = await this.request.call<unknown>(SETTINGS_API.personalConfigGetAll);
    const out: Record<string, string> = {};
    if (Array.isArray(data)) {
      for (const item of data)
        if (isRecord(item) && typeof item.configCode === 'string') out[item.configCode] = text(item.configValue);
    } else if (isRecord(data)) {
      for (const [code, value] of Object.entries(data)) out[code] = text(value);
    }
    return out;
  }

  async addPersonalConfig(configCode: string, configValue: string): Promise<void> {
    await this.request.call(
      SETTINGS_API.personalConfigAdd,
      { configCode, configValue },
      { mode: 'query', silent: true },
    );
  }

  async dictionary(type: string): Promise<readonly DictionaryItem[]> {
    const data = await this.request.call<unknown>(SETTINGS_API.dicItems, { type }, { cache: true });
    const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.items) ? data.items : [];
    return list.filter(isRecord).map((item, index) => ({
      dictType: text(item.dictType ?? type),
      dictLabel: text(item.dictLabel),
      dictValue: text(item.dictValue),
      dictSort: Number.isFinite(Number(item.dictSort)) ? Number(item.dictSort) : index,
    }));
  }
}
