import type { ScenarioName } from './scenarios';

/** Dictionaries of `/v2/open/tool/dicItems` by type (dev fixture data). */
export const DICTIONARIES: Readonly<Record<string, ReadonlyArray<{ dictLabel: string; dictValue: string }>>> = {
  // Spec §5: the user has agreed when their setting equals the second item.
  login_agreement: [
    { dictLabel: '《广告投放服务协议》（2023年版）', dictValue: 'agreement_v2023' },
    { dictLabel: '《广告投放服务协议》（2025年版）', dictValue: 'agreement_v2025' },
  ],
  industry: [
    { dictLabel: '游戏', dictValue: 'game' },
    { dictLabel: '教育培训', dictValue: 'education' },
    { dictLabel: '电商零售', dictValue: 'retail' },
    { dictLabel: '金融服务', dictValue: 'finance' },
    { dictLabel: '本地生活', dictValue: 'local_life' },
    { dictLabel: '旅游出行', dictValue: 'travel' },
  ],
  work_order_type: [
    { dictLabel: '账户问题', dictValue: '1' },
    { dictLabel: '资质审核', dictValue: '2' },
    { dictLabel: '投放咨询', dictValue: '3' },
    { dictLabel: '财务发票', dictValue: '4' },
    { dictLabel: '数据异常', dictValue: '5' },
  ],
  export_file_type: [
    { dictLabel: 'Excel 表格（.xlsx）', dictValue: 'xlsx' },
    { dictLabel: '逗号分隔文件（.csv）', dictValue: 'csv' },
  ],
};

/**
 * Owner settings each scenario starts with (settingKey → settingValue). Every scenario has agreed
 * to the current login agreement, so no scenario is sent to the agreement page by surprise; a
 * test or a developer posts `settingKey=login_agreement&settingValue=agreement_v2023` to
 * `owner/setting` for the not-yet-agreed case.
 */
export function initialOwnerSettings(_scenario: ScenarioName): Record<string, string> {
  return { login_agreement: 'agreement_v2025', report_default_range: '7', creative_preview_mode: 'mobile' };
}

/** Personal configs each scenario starts with (configCode → configValue). */
export function initialPersonalConfigs(scenario: ScenarioName): Record<string, string> {
  const signed = scenario === 'owner' || scenario === 'sub-owner' || scenario === 'supervised';
  return {
    oppoDmpSignInfo: JSON.stringify(signed ? { sign: 1, signTime: '2025-03-18 10:24:31' } : { sign: 0 }),
    homeGuideVersion: '3',
  };
}
