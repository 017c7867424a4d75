import { Button, Spinner } from '@fluentui/react-components';
import type { Answer } from '../hooks/use-answer';
import { UI_MESSAGES } from '../messages';
import { InlineNotice } from './InlineNotice';

/** Props of {@link LoadState}. */
export interface LoadStateProps {
  /** Where the data stands (from {@link useAnswer}). */
  readonly answer: Answer<unknown>;
  /** Loads again (the second item {@link useAnswer} returns). */
  readonly retry: () => void;
  /** The spinner's label; default 加载中…. */
  readonly loading?: string;
  /** The failure text; default 加载失败，请稍后重试. */
  readonly failed?: string;
}

/**
 * The spinner while data loads, or the failure with 重试; nothing once the data is there. The
 * caller renders the data itself when `answer.state` is `ready`.
 * @example const [answer, retry] = useAnswer(() => request.call(API.list)); return <LoadState answer={answer} retry={retry} />;
 */
export function LoadState({ answer, retry, loading, failed }: LoadStateProps) {
  if (answer.state === 'loading') return <Spinner size="small" label={loading ?? UI_MESSAGES.loading} />;
  if (answer.state === 'failed')
    return (
      <InlineNotice
        intent="error"
        actions={
          <Button size="small" onClick={retry}>
            {UI_MESSAGES.retry}
          </Button>
        }
      >
        {failed ?? UI_MESSAGES.loadFailed}
      </InlineNotice>
    );
  return null;
}
