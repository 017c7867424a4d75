import type { WorkOrderStatusKey } from '../../work-orders';

/** zh-CN texts of 工单管理. */
export const WORK_ORDER_MESSAGES = {
  status: {
    toAssign: '待分配',
    toHandle: '待处理',
    processing: '处理中',
    toConfirm: '待确认',
    toReply: '待回复',
    done: '已完成',
    closed: '已关闭',
  } satisfies Record<WorkOrderStatusKey, string>,
  unknownStatus: (code: number) => `未知状态（${code}）`,
  statusFilter: '工单状态',
  columns: {
    id: '工单编号',
    title: '问题标题',
    category: '问题类型',
    status: '状态',
    created: '提交时间',
    updated: '最近更新',
  },
  tableLabel: '工单列表',
  toConfirm: (n: number) => `您有 ${n} 个工单待确认，请查看处理结果并确认。`,
  showToConfirm: '只看待确认',
  loadFailed: '工单加载失败，请稍后再试',
} as const;
