import {
  apiPath,
  devAppUrl,
  fail,
  http,
  HttpResponse,
  ok,
  pageOf,
  paramsOf,
  withScenario,
  type RequestHandler,
} from '@portico/dev';
import { MATERIAL_API } from './api';

/** Where the dev API serves the fixture material files (the real ones live on a CDN). */
export const DEV_MATERIAL_FILES = '/dev-material';

/** Ids the dev API treats specially, so tests and demos can reach every state of the viewer. */
export const DEV_MATERIAL_IDS = {
  /** A material id prefix with no material behind it (暂无素材). */
  missing: 'none',
  /** An id (creative or interactive) whose call fails. */
  failing: 'fail',
} as const;

const TINTS = ['steelblue', 'seagreen', 'darkorange', 'slateblue', 'indianred', 'teal'];

/** A placeholder app icon: a tinted rounded square, 180×180. */
function icon(name: string): string {
  const tint = TINTS[name.length % TINTS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><rect width="180" height="180" rx="36" fill="${tint}"/><text x="90" y="108" font-size="56" fill="white" text-anchor="middle" font-family="sans-serif">云帆</text></svg>`;
}

/** A placeholder picture for a material: a tinted card with its id, 640×360. */
function placeholder(name: string): string {
  const tint = TINTS[[...name].reduce((s, ch) => s + ch.charCodeAt(0), 0) % TINTS.length];
  const label = name.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${tint}"/><text x="320" y="170" font-size="40" fill="white" text-anchor="middle" font-family="sans-serif">广告素材</text><text x="320" y="220" font-size="24" fill="white" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
}

const idsOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Dev API of the material viewer: `material/pageList` answers one material per id of the asked
 * type (ids starting with `none` have none); the store-app creative and the interactive material
 * (GET) answer fixtures, or fail for ids containing `fail`; `/dev-material/<name>.svg` serves
 * the pictures.
 */
export function createMaterialHandlers(): RequestHandler[] {
  return [
    http.post(
      apiPath(MATERIAL_API.pageList),
      withScenario(async (_s, request) => {
        const params = await paramsOf(request);
        const type = Number(params.type) || 1;
        const ids = idsOf(params.ids).filter((id) => !id.startsWith(DEV_MATERIAL_IDS.missing));
        const items = pageOf(ids, params.pageNum, params.pageSize).rows.map((id) => ({
          mId: id,
          type,
          materialUrl: `${DEV_MATERIAL_FILES}/${encodeURIComponent(id)}.${type === 2 ? 'mp4' : 'svg'}`,
        }));
        return ok({ items, total: ids.length });
      }),
    ),
    http.get(
      apiPath(`${MATERIAL_API.appCreative}/:id`),
      withScenario((s, request) => {
        const id = new URL(request.url).searchParams.get('id') ?? '';
        if (id.includes(DEV_MATERIAL_IDS.failing)) return fail(500100, '应用商店创意服务繁忙，请稍后再试');
        return ok({
          id,
          ownerId: s.info?.ownerId,
          content: { iconUrl: `${DEV_MATERIAL_FILES}/app-${encodeURIComponent(id)}.svg`, appName: '云帆旅行' },
        });
      }),
    ),
    http.get(
      apiPath(MATERIAL_API.interactiveList),
      withScenario((_s, request) => {
        const id = new URL(request.url).searchParams.get('id') ?? '';
        if (id.includes(DEV_MATERIAL_IDS.failing)) return fail(500100, '互动素材服务繁忙，请稍后再试');
        if (id.startsWith(DEV_MATERIAL_IDS.missing)) return ok({ items: [], total: 0 });
        return ok({
          items: [
            { name: '春节集福互动红包雨', previewUrl: devAppUrl(`/interactive/preview/${encodeURIComponent(id)}`) },
            { name: '幸运大转盘抽奖', previewUrl: devAppUrl(`/interactive/preview/${encodeURIComponent(id)}-wheel`) },
          ],
          total: 2,
        });
      }),
    ),
    http.get(`*${DEV_MATERIAL_FILES}/:file`, ({ params }) => {
      const name = String(params.file).replace(/\.\w+$/, '');
      const file = decodeURIComponent(name);
      return new HttpResponse(file.startsWith('app-') ? icon(file) : placeholder(file), {
        headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      });
    }),
  ];
}
