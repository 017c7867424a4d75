import { apiPath, http, HttpResponse, ok, withScenario, type RequestHandler } from '@portico/dev';
import { CONVENIENT_ICONS, HELP_API, TICKET_API } from './constants';
import {
  ANSWERS,
  ARTICLES,
  articlePicture,
  CONVENIENT_PICTURES,
  convenientPicture,
  DEV_ARTICLE_PICTURES,
  QUESTIONS,
  TO_CONFIRM,
  TYPES,
} from './dev-fixtures';

type Body = { filter?: { type?: unknown; title?: unknown }; pageEntity?: { pageSize?: unknown }; id?: unknown };
const json = async (request: Request): Promise<Body> => (await request.json().catch(() => ({}))) as Body;

/** Dev API of the help assistant (spec §7) and the work-order count it reads. */
export const helpHandlers: RequestHandler[] = [
  http.get(apiPath(HELP_API.questionTypes), () => ok(TYPES)),
  http.get(apiPath(HELP_API.hotArticles), () => ok(ARTICLES.map(({ id, title, image }) => ({ id, title, image })))),
  http.get(`*${DEV_ARTICLE_PICTURES}/:file`, ({ params }) => {
    const article = ARTICLES.find((a) => `${a.id}.svg` === params.file);
    if (!article) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(articlePicture(article), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }),
  http.get(`*${CONVENIENT_ICONS}/:file`, ({ params }) => {
    const picture = CONVENIENT_PICTURES[String(params.file).replace(/\.svg$/, '')];
    if (!picture || !String(params.file).endsWith('.svg')) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(convenientPicture(picture), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }),
  http.post(
    apiPath(HELP_API.titlePage),
    withScenario(async (_s, request) => {
      const { filter = {}, pageEntity = {} } = await json(request);
      const size = Number(pageEntity.pageSize) || 50;
      const title = typeof filter.title === 'string' ? filter.title : '';
      const list = QUESTIONS.filter(
        (q) => (filter.type === undefined || String(q.type) === String(filter.type)) && q.title.includes(title),
      );
      return ok({ list: list.slice(0, size), total: list.length });
    }),
  ),
  http.post(
    apiPath(HELP_API.answer),
    withScenario(async (_s, request) => {
      const { filter = {} } = await json(request);
      const title = typeof filter.title === 'string' ? filter.title : '';
      const answer = ANSWERS[title];
      const q = QUESTIONS.find((x) => x.title === title);
      return ok(answer ? { id: q?.id ?? 0, title, answer, status: 2 } : null);
    }),
  ),
  http.post(
    apiPath(HELP_API.resolve),
    withScenario(() => ok(null)),
  ),
  http.post(
    apiPath(TICKET_API.count),
    withScenario((s) => ok(TO_CONFIRM[s.name] ?? 0)),
  ),
];

export default helpHandlers;
