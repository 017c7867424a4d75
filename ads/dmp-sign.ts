/** Personal config code whose JSON value carries the DMP agreement (spec §3). */
export const DMP_SIGN_CONFIG_CODE = 'oppoDmpSignInfo';

/** Spec §3: `oppoDmpSignInfo.sign` equal to 1 means signed. An unreadable value is "not signed". */
export function isDmpSigned(configs: Readonly<Record<string, string>>): boolean {
  try {
    const info: unknown = JSON.parse(configs[DMP_SIGN_CONFIG_CODE] ?? 'null');
    return typeof info === 'object' && info !== null && Number((info as { sign?: unknown }).sign) === 1;
  } catch {
    return false;
  }
}
