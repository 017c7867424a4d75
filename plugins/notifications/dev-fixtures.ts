import type { ScenarioName } from '@portico/dev';

/** Message types of `msg/msgTypeList` (dev fixture). */
export const MESSAGE_TYPES = [
  { type: 1, name: '系统通知' },
  { type: 2, name: '审核通知' },
  { type: 3, name: '财务提醒' },
  { type: 4, name: '活动公告' },
] as const;

/** A fixture message: the age sets msgTime relative to when the session's state is made. */
export interface FixtureMessage {
  readonly msgId: number;
  readonly recordId: number;
  readonly msgType: 1 | 2 | 3 | 4;
  readonly priority: 0 | 2;
  readonly read: boolean;
  readonly hoursAgo: number;
  readonly msgTitle: string;
  readonly msgContent: string;
}

/**
 * What a scenario account finds in its mailbox. The unread count is always the unread messages the
 * list holds (the bell and the list never disagree).
 */
export interface Mailbox {
  readonly messages: readonly FixtureMessage[];
}

type Row = [
  msgType: FixtureMessage['msgType'],
  priority: 0 | 2,
  read: boolean,
  hoursAgo: number,
  msgTitle: string,
  msgContent: string,
];

/**
 * Unread bulk broadcasts (sent to every account), 131 to 142 hours old — inside the 7-day window
 * whatever the time of day — listed after the hand-written messages, so the owner's badge passes
 * 99 with every unread message in the list.
 */
const broadcasts = (count: number): Row[] =>
  Array.from({ length: count }, (_, i): Row => [
    1,
    2,
    false,
    131 + Math.floor((i * 12) / Math.max(1, count)),
    `平台公告第 ${count - i} 期`,
    `<p>平台公告第 ${count - i} 期：本周投放规则与活动汇总，详见帮助中心。</p>`,
  ]);

const mailbox = (firstId: number, rows: readonly Row[], bulk = 0): Mailbox => ({
  messages: [...rows, ...broadcasts(bulk)].map(([msgType, priority, read, hoursAgo, msgTitle, msgContent], i) => ({
    msgId: firstId + i,
    recordId: 8_800_000 + firstId + i,
    msgType,
    priority,
    read,
    hoursAgo,
    msgTitle,
    msgContent,
  })),
});

/**
 * The directed owner: 23 messages in the window, 3 of them read, one older, then 100 unread
 * broadcasts: 123 in the window (13 pages), 120 unread (the badge shows 99+).
 */
const OWNER = mailbox(
  51001,
  [
    [
      1,
      0,
      false,
      1,
      '账户安全提醒：检测到异地登录',
      '<p>您的账户于今日 09:12 在<b>广东省深圳市</b>登录，如非本人操作，请立即<a href="/markets/toolbox/changepwd">修改密码</a>。</p>',
    ],
    [
      3,
      0,
      false,
      2,
      '账户余额不足提醒',
      '<p>您的账户余额已低于 <strong>500.00</strong> 元，为避免广告暂停投放，请及时<a href="/markets/finance/recharge">充值</a>。</p>',
    ],
    [
      2,
      2,
      false,
      3,
      '创意审核通过：秋季新品上市-信息流大图',
      '<p>您提交的创意「秋季新品上市-信息流大图」已审核通过，将在下一投放时段开始展示。</p>',
    ],
    [
      2,
      2,
      false,
      5,
      '创意审核未通过：限时秒杀-开屏视频',
      '<p>创意「限时秒杀-开屏视频」因<em>落地页与素材内容不一致</em>未通过审核，请修改后<a href="/markets/manage/CreativeManage">重新提交</a>。</p>',
    ],
    [
      4,
      2,
      false,
      8,
      '双十二大促流量扶持活动报名开启',
      '<p>活动时间：12 月 1 日—12 月 12 日。报名成功的广告主可获得信息流曝光加权。</p><p><a href="https://e.example.com/activity/1212">查看活动详情</a></p>',
    ],
    [
      1,
      2,
      true,
      12,
      '平台功能更新：智能托管上线',
      '<p>智能托管已全量上线，可根据转化目标自动调整出价与定向。<a href="/markets/toolbox/smartAssistant">立即体验</a></p>',
    ],
    [
      3,
      2,
      false,
      16,
      '发票已开具',
      '<p>您申请的 11 月增值税专用发票（金额 <b>12,800.00</b> 元）已开具，预计 3 个工作日内寄出。</p>',
    ],
    [
      2,
      0,
      false,
      20,
      '营业执照即将过期',
      '<p>您上传的营业执照将于 30 天后过期，请尽快在<a href="/markets/toolbox/personal/Index">资质管理</a>中更新，以免影响投放。</p>',
    ],
    [
      1,
      2,
      false,
      26,
      '数据报表延迟说明',
      '<p>受系统升级影响，今日 02:00—04:00 的报表数据将延迟约 2 小时更新，消耗与计费不受影响。</p>',
    ],
    [
      4,
      2,
      false,
      30,
      '营销学院直播预告：信息流投放提效',
      '<p>本周四 19:30，资深优化师分享信息流投放提效技巧，<a href="/marketSchool/">点击预约</a>。</p>',
    ],
    [2, 2, false, 36, '计划审核通过：年货节-应用下载', '<p>推广计划「年货节-应用下载」已审核通过。</p>'],
    [
      3,
      0,
      false,
      40,
      '日预算即将耗尽',
      '<p>推广计划「品牌词-搜索」今日消耗已达日预算的 <strong>90%</strong>，请关注投放情况。</p>',
    ],
    [
      1,
      2,
      false,
      44,
      '隐私政策更新通知',
      '<p>平台《广告主隐私政策》已更新，新版本将于下月 1 日生效。<a href="https://e.example.com/privacy">查看全文</a></p>',
    ],
    [2, 2, true, 50, '落地页审核通过：会员招募页', '<p>落地页「会员招募页」已审核通过，可用于推广计划。</p>'],
    [4, 2, false, 56, '新客首充返利活动', '<p>活动期间首次充值满 <b>10,000</b> 元，赠送 5% 推广金。</p>'],
    [3, 2, false, 62, '充值到账通知', '<p>您的账户于昨日 15:20 充值 <strong>20,000.00</strong> 元，已到账。</p>'],
    [2, 2, false, 70, '创意审核通过：冬季保暖-横幅', '<p>创意「冬季保暖-横幅」已审核通过。</p>'],
    [
      1,
      0,
      false,
      80,
      '系统维护公告',
      '<p>平台将于本周六 00:00—06:00 进行系统维护，期间<em>无法新建或修改计划</em>，已有投放不受影响。</p>',
    ],
    [
      2,
      2,
      false,
      90,
      '关键词审核结果',
      '<p>您提交的 48 个关键词中，46 个审核通过，2 个因<em>涉及极限词</em>未通过。</p>',
    ],
    [
      3,
      2,
      true,
      100,
      '消费月报已生成',
      '<p>您的 11 月消费月报已生成，<a href="/markets/report/subaccount/consume">前往查看</a>。</p>',
    ],
    [
      4,
      2,
      false,
      110,
      '小游戏推广专项扶持',
      '<p>小游戏推广专项扶持计划开放申请，符合条件的广告主可获得流量与返点支持。</p>',
    ],
    [
      1,
      2,
      false,
      120,
      'API 接口升级提醒',
      '<p>报表查询 API v1 将于下季度下线，请尽快迁移至 v2。<a href="https://e.example.com/api-docs">查看接口文档</a></p>',
    ],
    [2, 2, false, 130, '资质审核通过', '<p>您提交的行业资质「食品经营许可证」已审核通过。</p>'],
    // Older than the 7-day window: never listed, never counted.
    [1, 2, false, 24 * 10, '十日前的通知', '<p>这条消息已超出近 7 天的展示范围。</p>'],
  ],
  100,
);

/** An agency: a few messages, 2 unread. */
const AGENCY = mailbox(61001, [
  [
    1,
    0,
    false,
    4,
    '代理商政策更新',
    '<p>2027 年度代理商返点政策已发布，请登录<a href="/markets/finance/home/?agency=true">财务中心</a>查看。</p>',
  ],
  [
    3,
    2,
    false,
    18,
    '子客户充值到账',
    '<p>子客户「成都青禾文化传媒有限公司」充值 <strong>50,000.00</strong> 元已到账。</p>',
  ],
  [3, 2, true, 48, '返点结算完成', '<p>11 月返点已结算至您的账户。</p>'],
  [2, 2, true, 96, '客户资质审核通过', '<p>子客户「苏州锦程旅游服务有限公司」的资质已审核通过。</p>'],
]);

/** Other owners: 5 messages, 3 unread. */
const OWNER_SMALL = mailbox(71001, [
  [
    2,
    0,
    false,
    2,
    '资质审核结果通知',
    '<p>您的资质审核结果已更新，请前往<a href="/markets/toolbox/personal/Index">资质管理</a>查看。</p>',
  ],
  [3, 2, false, 10, '账户余额提醒', '<p>您的账户余额预计可消耗 <b>3</b> 天，请及时充值。</p>'],
  [1, 2, false, 30, '平台功能更新：人群包支持批量上传', '<p>人群包现已支持批量上传，最多 20 个文件。</p>'],
  [4, 2, true, 60, '营销学院课程上新', '<p>新增 6 节搜索广告实战课程。</p>'],
  [2, 2, true, 90, '创意审核通过：开业促销', '<p>创意「开业促销」已审核通过。</p>'],
]);

const EMPTY: Mailbox = { messages: [] };

/** The mailbox of each scenario account (push users and operators have none). */
export const MAILBOXES: Readonly<Record<ScenarioName, Mailbox>> = {
  agency: AGENCY,
  'operator-admin': EMPTY,
  'operator-ads': EMPTY,
  'operator-finance': EMPTY,
  owner: OWNER,
  'sub-owner': OWNER_SMALL,
  'old-directed-owner': OWNER_SMALL,
  'push-user': EMPTY,
  supervised: OWNER_SMALL,
  'owner-qual-missing': OWNER_SMALL,
  'owner-qual-review': OWNER_SMALL,
  'owner-qual-rejected': OWNER_SMALL,
  'owner-validating': OWNER_SMALL,
  'logged-out': EMPTY,
};

/**
 * A `msg/query` answer of unread messages, one per priority given, titled `优先级 <value>`: what
 * the tests of 重要 list (spec §3 priority: only the number 0 is important).
 */
export const messagesByPriority = (priorities: readonly unknown[]) => ({
  items: priorities.map((priority, i) => ({
    msgId: i + 1,
    recordId: 100 + i,
    msgType: 1,
    readFlag: 0,
    msgTitle: `优先级 ${String(priority)}`,
    msgContent: '<p>内容</p>',
    msgTime: '2026-11-24 09:00:00',
    priority,
  })),
  totalCount: priorities.length,
});
