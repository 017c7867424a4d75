/** zh-CN texts of the UI kit's own components. */
export const UI_MESSAGES = {
  retry: '重试',
  loading: '加载中…',
  loadFailed: '加载失败，请稍后重试',
  /** Spec §4: why ads cannot be created or delivered, by qualification audit status. */
  adCreation: {
    region: '广告投放受限',
    notUploaded: '您尚未上传广告主资质，暂时无法新建和投放广告。请先上传资质，审核通过后即可投放。',
    review: '您的广告主资质正在审核中，审核通过前暂时无法新建和投放广告。',
    rejected: '您的广告主资质审核未通过，暂时无法新建和投放广告。请修改后重新上传。',
    other: '您的广告主资质尚未审核通过，暂时无法新建和投放广告。',
    goQualification: '前往资质管理',
  },
  breadcrumb: '面包屑',
  unsafeLink: '该链接地址不安全，已为您拦截',
  exportLabel: '导出',
  /** Spec §8: any export that fails and that the request service did not handle itself. */
  exportFailed: '文件导出失败',
  exporting: '导出中…',
  exportCancel: '取消导出',
  exportProgress: '导出进度',
  exportReceived: (loaded: string, total: string | null) =>
    total ? `已下载 ${loaded} / ${total}` : `已下载 ${loaded}`,
  dateRange: {
    beginDate: '开始日期',
    endDate: '结束日期',
    badRange: '开始日期不能晚于结束日期',
    incomplete: '请选择开始日期和结束日期',
  },
  table: {
    empty: '暂无数据',
    error: '数据加载失败',
    pager: '分页',
    /** The pager a table adds to a list the server did not page (more than 1,000 rows). */
    pagerOf: (table: string) => `${table}分页`,
    total: (n: number) => `共 ${n} 条`,
    previous: '上一页',
    next: '下一页',
    page: (n: number) => `第 ${n} 页`,
    /** The `steps` pager's visible place: 第 2 / 13 页. */
    pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 页`,
    /** The `compact` pager's visible place: 2 / 13. */
    pageFraction: (page: number, pages: number) => `${page} / ${pages}`,
    /** What screen readers hear when the page changes (the visible place is hidden from them). */
    pageStatus: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
    resize: (column: string) => `调整列宽：${column}`,
  },
} as const;
