import type { ScenarioName } from '@portico/dev';

/** A fixture banner: its window relative to when the session's copy is made, in hours. */
export interface BannerFixture {
  readonly messageId: number;
  readonly message: string;
  readonly priority: number;
  readonly fromHours: number;
  readonly toHours: number;
}

const MAINTENANCE: BannerFixture = {
  messageId: 9101,
  priority: 0,
  message: '<p><strong>系统维护通知：</strong>本周六 02:00–04:00 投放系统升级维护，期间计划修改将延迟生效。</p>',
  fromHours: -24,
  toHours: 72,
};
const SMART_HOSTING: BannerFixture = {
  messageId: 9102,
  priority: 1,
  message: '<p>智能托管全量上线，出价与预算自动调优。<a href="/markets/toolbox/Home">前往工具箱了解</a></p>',
  fromHours: -2,
  toHours: 240,
};
const QUALIFICATION: BannerFixture = {
  messageId: 9103,
  priority: 2,
  message: '<p>广告主资质年审将于下月开始，请提前在 <em>工具箱 - 资质管理</em> 中核对资质有效期。</p>',
  fromHours: -1,
  toHours: 480,
};
const EXPIRED: BannerFixture = {
  messageId: 9100,
  priority: 0,
  message: '<p>（已过期的公告，不应显示）</p>',
  fromHours: -72,
  toHours: -1,
};

/** Banners of each scenario account (the same on every page id). */
export function bannersOf(scenario: ScenarioName): readonly BannerFixture[] {
  switch (scenario) {
    case 'owner':
    case 'sub-owner':
    case 'supervised':
      return [QUALIFICATION, SMART_HOSTING, MAINTENANCE, EXPIRED];
    case 'agency':
    case 'operator-admin':
      return [MAINTENANCE];
    default:
      return [];
  }
}
