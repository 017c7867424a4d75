import { apiPath, http, ok, withScenario, type ScenarioName } from '@portico/dev';
import { API } from './api';

const TODOS = [
  { id: 1, title: '创意「双十一大促横幅」审核未通过，请修改后重新提交', time: '2026-11-24 09:12' },
  { id: 2, title: '计划「品牌词-华东」今日预算已消耗 90%', time: '2026-11-24 08:40' },
  { id: 3, title: '账户余额不足 500 元，请及时充值', time: '2026-11-23 18:05' },
  { id: 4, title: '资质「食品经营许可证」将于 30 天后到期', time: '2026-11-23 10:30' },
  { id: 5, title: '商品库「冬季新品」同步失败 3 条', time: '2026-11-22 16:47' },
];

/** How many to-dos each scenario account has (others: none). */
const COUNTS: Partial<Record<ScenarioName, number>> = { owner: 3, agency: 5, 'operator-admin': 2, 'sub-owner': 1 };

/** Dev API of the plugin: its summary call, per scenario account (logged out: 403 as the real API). */
export default [
  http.post(
    apiPath(API.summary),
    withScenario((scenario) => {
      const list = TODOS.slice(0, COUNTS[scenario.name] ?? 0);
      return ok({ count: list.length, list });
    }),
  ),
];
