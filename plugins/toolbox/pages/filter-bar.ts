import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The filter bar of the toolbox's list pages (消息中心, 工单管理, 操作日志): fields side by side,
 * wrapping on a narrow page, their tops aligned so a message under one field (a reversed date
 * range) moves no other.
 */
export const useFilterBarStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
  },
  field: { minWidth: '160px' },
});
