import type { ScenarioName } from '@portico/dev';

/** Question types (more than 5, so the tab arrows show). */
export const TYPES = [
  { id: 1, name: '账户与资质' },
  { id: 2, name: '计划与投放' },
  { id: 3, name: '创意与素材' },
  { id: 4, name: '数据报表' },
  { id: 5, name: '财务与发票' },
  { id: 6, name: '工具箱' },
  { id: 7, name: '政策规范' },
];

/** Questions by type (12 in all, so 换一换 has pages). */
export const QUESTIONS: ReadonlyArray<{ id: number; type: number; title: string }> = [
  { id: 101, type: 1, title: '如何上传广告主资质？' },
  { id: 102, type: 1, title: '资质审核需要多长时间？' },
  { id: 103, type: 2, title: '计划为什么不起量？' },
  { id: 104, type: 2, title: '如何设置日预算？' },
  { id: 105, type: 2, title: '匀速投放和标准投放有什么区别？' },
  { id: 106, type: 3, title: '创意审核被拒怎么办？' },
  { id: 107, type: 3, title: '视频素材有哪些规格要求？' },
  { id: 108, type: 4, title: '报表数据多久更新一次？' },
  { id: 109, type: 5, title: '如何申请发票？' },
  { id: 110, type: 5, title: '充值多久到账？' },
  { id: 111, type: 6, title: '人群包如何上传？' },
  { id: 112, type: 7, title: '哪些行业需要特殊资质？' },
];

/** Answers by question title; 哪些行业需要特殊资质？ has none (the no-answer case). */
export const ANSWERS: Readonly<Record<string, string>> = {
  '如何上传广告主资质？':
    '<p>进入 <a href="/markets/toolbox/personal/Index">工具箱 - 资质管理</a>，点击“上传资质”，按提示上传营业执照等材料即可。</p>',
  '资质审核需要多长时间？':
    '<p>资质提交后一般在 <strong>1 个工作日</strong> 内完成审核，审核结果会通过站内信通知您。</p>',
  '计划为什么不起量？': '<p>常见原因：出价偏低、定向过窄、素材质量一般。建议使用 <em>广告诊断</em> 查看具体建议。</p>',
  '如何设置日预算？': '<p>在计划编辑页的“预算”中选择“日预算”并填写金额，最低 100 元。</p>',
};

/**
 * Where the dev API serves the hot articles' pictures: on the API's origin, where server content
 * may load images from (a `data:` picture would be refused like any other outside address).
 */
export const DEV_ARTICLE_PICTURES = '/dev-help/articles';

/** Hot articles, each with a picture the dev API draws (`articlePicture`). */
export const ARTICLES = [
  { id: 1, title: '新手投放指南', color: '#0f6cbd' },
  { id: 2, title: '创意优化五步法', color: '#107c10' },
  { id: 3, title: '年终大促备战攻略', color: '#c50f1f' },
].map(({ id, title, color }) => ({ id, title, image: `${DEV_ARTICLE_PICTURES}/${id}.svg`, color }));

/** The picture of a hot article: a small SVG with its title, so the dev API needs no image files. */
export const articlePicture = ({ title, color }: { readonly title: string; readonly color: string }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="173"><rect width="520" height="173" fill="${color}"/><text x="24" y="96" font-size="28" fill="#fff" font-family="sans-serif">${title}</text></svg>`;

/** Work orders to be confirmed in the last 30 days, per scenario. */
export const TO_CONFIRM: Partial<Record<ScenarioName, number>> = { owner: 3, 'sub-owner': 1, supervised: 3 };

/** The pictures of 常用功能 the dev API draws: a glyph and a colour per item. */
export const CONVENIENT_PICTURES: Readonly<Record<string, { readonly glyph: string; readonly color: string }>> = {
  workOrders: { glyph: '单', color: '#0f6cbd' },
  helpCenter: { glyph: '帮', color: '#107c10' },
  apiDoc: { glyph: 'API', color: '#5c2e91' },
  marketingSchool: { glyph: '学', color: '#c50f1f' },
  adDiagnosis: { glyph: '诊', color: '#ca5010' },
};

/** A 32 px picture of a convenient item, so the dev API needs no image files. */
export const convenientPicture = ({ glyph, color }: { readonly glyph: string; readonly color: string }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="${color}"/><text x="16" y="21" font-size="${glyph.length > 1 ? 10 : 16}" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`;
