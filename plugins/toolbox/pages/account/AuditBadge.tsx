import { Badge, type BadgeProps } from '@fluentui/react-components';
import { ACCOUNT_MESSAGES as M } from './messages';
import { auditStateOf, type AuditState } from './rules';

const COLOR: Record<AuditState, BadgeProps['color']> = {
  approved: 'success',
  notUploaded: 'informative',
  inReview: 'warning',
  rejected: 'danger',
};

/** A §4 audit status in Chinese, coloured by what it means for ad creation; unknown values say so. */
export function AuditBadge({ status }: { status: number | null }) {
  const state = auditStateOf(status);
  if (!state) return <>{M.auditStatus.unknown}</>;
  return (
    <Badge appearance="tint" color={COLOR[state]}>
      {M.auditStatus[state]}
    </Badge>
  );
}
