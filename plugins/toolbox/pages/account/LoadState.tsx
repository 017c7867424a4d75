import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { Loaded } from './use-load';
import { ACCOUNT_MESSAGES as M } from './messages';

/** The loading spinner or the failure with 重试; renders nothing once the data is there. */
export function LoadState({ result, retry }: { result: Loaded<unknown>; retry: () => void }) {
  if (result.state === 'loading') return <Spinner size="small" label={M.loading} />;
  if (result.state === 'failed')
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
