import {
  apiPath,
  http,
  ok,
  pageOf,
  paramsOf,
  withScenario,
  type RequestHandler,
  type ScenarioName,
} from '@portico/dev';
import { DPA_API } from './api';

const NAMES = ['春季新品', '家居日用', '数码配件', '运动户外', '美妆个护', '母婴用品', '生鲜果蔬', '图书文具'];

/** A product library as the dev API sends it (source 1 API 对接, 2 文件上传, 3 店铺同步; status 1 已同步, 2 同步中, 3 同步失败). */
function library(i: number, ownerId: number) {
  return {
    libraryId: ownerId * 100 + i + 1,
    name: `${NAMES[i % NAMES.length]}商品库${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`,
    source: 1 + (i % 3),
    productCount: (i * 7919 + 1234) % 52_000,
    status: i % 5 === 3 ? 3 : i % 4 === 1 ? 2 : 1,
    updateTime: `2026-11-${String(1 + (i % 23)).padStart(2, '0')} ${String(8 + (i % 12)).padStart(2, '0')}:30`,
  };
}

/** How many libraries each scenario owner has: the old directed owner none (the empty state), `owner` 14 (two pages). */
const COUNT: Partial<Record<ScenarioName, number>> = { owner: 14, 'old-directed-owner': 0 };

/** Dev API of the product library: the scenario owner's libraries, paged and searched by name. */
export function createDpaHandlers(): RequestHandler[] {
  return [
    http.post(
      apiPath(DPA_API.libraryList),
      withScenario(async (s, request) => {
        const params = await paramsOf(request);
        const count = COUNT[s.name] ?? 3;
        const keyword = (params.keyword ?? '').trim();
        const all = Array.from({ length: count }, (_, i) => library(i, s.info?.ownerId ?? 0)).filter(
          (l) => !keyword || l.name.includes(keyword),
        );
        return ok({ list: pageOf(all, params.pageNum, params.pageSize).rows, total: all.length });
      }),
    ),
  ];
}

/** The dev API handlers of the plugin. */
export const dpaHandlers: RequestHandler[] = createDpaHandlers();

export default dpaHandlers;
