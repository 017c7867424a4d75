import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { Answer } from '../use-answer';
import { HOME_MESSAGES as M } from './messages';

/** The spinner while an overview loads, or its failure with 重试; nothing once it is there. */
export function LoadState({ answer, retry }: { readonly answer: Answer<unknown>; readonly retry: () => void }) {
  if (answer.state === 'loading') return <Spinner size="small" label={M.loading} />;
  if (answer.state === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{M.loadFailed}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={retry}>
            {M.retry}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  return null;
}
