import { apiPath, http, ok, paramsOf, withScenario } from '@portico/dev';
import { TIPS_PATH } from './api';

const TIPS = [
  {
    id: 1,
    title: '出价别频繁调整',
    body: '计划进入学习期后，建议 3 天内不要大幅调整出价，每次调整幅度控制在 10% 以内。',
  },
  { id: 2, title: '素材要勤更新', body: '同一组素材投放一周后点击率常会下降，建议每周补充 2～3 套新创意。' },
  { id: 3, title: '善用人群包', body: '把已转化用户做成排除人群包，可以减少重复曝光、降低转化成本。' },
  { id: 4, title: '关注落地页速度', body: '落地页首屏加载超过 3 秒，流失率会明显上升，请压缩图片并开启缓存。' },
  { id: 5, title: '分时段投放', body: '参考数据报表中的分时效果，在转化高峰时段适当提高预算。' },
];

/** Dev API of the example: the tips list. */
export default [
  http.post(
    apiPath(TIPS_PATH),
    withScenario(async (_s, request) => {
      const size = Number((await paramsOf(request)).size ?? 5);
      return ok(TIPS.slice(0, Math.max(0, Math.min(size, TIPS.length))));
    }),
  ),
];
