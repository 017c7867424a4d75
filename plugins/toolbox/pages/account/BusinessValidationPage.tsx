import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  type BadgeProps,
  type MessageBarProps,
} from '@fluentui/react-components';
import { ArrowClockwise16Regular } from '@fluentui/react-icons';
import { requestRef, useService, type PageProps } from '@portico/sdk';
import { readBusinessValidation, VALIDATION_STATUS, type BusinessValidation } from '@portico/ads';
import { Facts, PageFrame, LoadState, useAnswer } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { DESCRIPTIONS } from '../messages';
import { toolboxHome } from './crumbs';
import { ACCOUNT_MESSAGES as M } from './messages';
import { VALIDATION_STATE, type ValidationState } from './rules';
import { useAccountStyles } from './styles';

const V = M.validation;
const LOOK: Record<ValidationState, { badge: BadgeProps['color']; bar: MessageBarProps['intent'] }> = {
  loading: { badge: 'informative', bar: 'info' },
  noNeed: { badge: 'subtle', bar: 'info' },
  toValidate: { badge: 'warning', bar: 'warning' },
  validating: { badge: 'brand', bar: 'warning' },
  complete: { badge: 'success', bar: 'success' },
  expired: { badge: 'danger', bar: 'error' },
};

/**
 * The state shown: the status's own, except that a validation under way whose `expired` flag is
 * set reads as expired (spec §4 reminds only while validating and not expired).
 */
export function shownState(v: BusinessValidation): ValidationState {
  return v.status === VALIDATION_STATUS.VALIDATING && v.expired ? 'expired' : VALIDATION_STATE[v.status];
}

function explain(state: ValidationState, deadline: string | null): string {
  if (state === 'validating') return deadline ? V.explain.validating(deadline) : V.explain.validatingNoDeadline;
  return V.explain[state];
}

/**
 * 经营验证 (spec §2.2 businessValidation, §3): the status from `query_verify_status` (messages
 * suppressed) — −1…4 named by the SDK's one status table — with the server's `statusDesc` and the
 * `deadline`; while validating, the text names the deadline. An unreadable answer shows the
 * failure with 重试.
 */
export default function BusinessValidationPage({ title }: PageProps) {
  const s = useAccountStyles();
  const request = useService(requestRef);
  const [result, retry] = useAnswer(async () => {
    const v = readBusinessValidation(await request.call<unknown>(ACCOUNT_API.businessValidation, {}, { silent: true }));
    if (!v) throw new Error('unreadable business validation');
    return v;
  });
  const refresh = (
    <Button icon={<ArrowClockwise16Regular />} onClick={retry} disabled={result.state === 'loading'}>
      {V.refresh}
    </Button>
  );
  return (
    <PageFrame
      title={title}
      crumbs={[toolboxHome()]}
      description={DESCRIPTIONS['/businessValidation']}
      actions={result.state === 'ready' ? refresh : undefined}
    >
      <LoadState answer={result} retry={retry} />
      {result.state === 'ready' && <ValidationFacts v={result.value} className={s.section} />}
    </PageFrame>
  );
}

function ValidationFacts({ v, className }: { v: BusinessValidation; className: string }) {
  const state = shownState(v);
  return (
    <div className={className} data-testid="validation-status">
      <Facts
        items={[
          {
            label: V.statusLabel,
            value: (
              <Badge appearance="tint" color={LOOK[state].badge}>
                {V.status[state]}
              </Badge>
            ),
          },
          { label: V.descLabel, value: v.statusDesc || V.status[state] },
          { label: V.deadlineLabel, value: v.deadline ?? V.noDeadline },
        ]}
      />
      <MessageBar intent={LOOK[state].bar}>
        <MessageBarBody>{explain(state, v.deadline)}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
