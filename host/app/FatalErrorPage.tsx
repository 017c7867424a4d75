import { useState, type ReactNode } from 'react';
import { Button, FluentProvider, makeStyles, mergeClasses, tokens, webLightTheme } from '@fluentui/react-components';
import { HOST_MESSAGES } from '../messages';

/** Props of the fatal error page. */
export interface FatalErrorProps {
  readonly code: string;
  readonly message: string;
  readonly keyPath?: string;
  readonly pluginId?: string;
  /** 重试: fetches the config again and boots (a config fixed meanwhile, a server that answers again). */
  readonly onRetry?: () => void;
}

const useStyles = makeStyles({
  // Covers the provider's white background, so that the card stands out as on the boot screen.
  backdrop: {
    boxSizing: 'border-box',
    minHeight: '100vh',
    padding: `80px ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  page: {
    maxWidth: '720px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXXXL,
    borderRadius: tokens.borderRadiusXLarge,
    borderTop: `${tokens.strokeWidthThickest} solid ${tokens.colorStatusDangerBorder2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  term: { marginTop: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  // Long keys and addresses break anywhere; the English sentence still wraps between words.
  detail: { margin: '2px 0 0', overflowWrap: 'anywhere' },
  retry: { marginTop: tokens.spacingVerticalL },
});

/**
 * Shown when the portal cannot start (a bad config, or one that did not answer in time): never a
 * blank screen, and 重试. The shell (and its theme) did not start, so the page brings its own
 * FluentProvider for the tokens.
 */
export function FatalErrorPage({ code, message, keyPath, pluginId, onRetry }: FatalErrorProps) {
  const styles = useStyles();
  const [retrying, setRetrying] = useState(false);
  const entry = (term: string, detail: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{detail}</dd>
    </>
  );
  return (
    <FluentProvider theme={webLightTheme} lang="zh-CN">
      <div className={styles.backdrop}>
        <main className={mergeClasses('portico-fatal', styles.page)} role="alert">
          <h1>{HOST_MESSAGES.fatalTitle}</h1>
          <p>{code === 'PORTICO_E_CONFIG_TIMEOUT' ? HOST_MESSAGES.fatalTimeoutBody : HOST_MESSAGES.fatalBody}</p>
          <dl>
            {entry(HOST_MESSAGES.code, <code>{code}</code>)}
            {keyPath && entry(HOST_MESSAGES.key, <code>{keyPath}</code>)}
            {pluginId && entry(HOST_MESSAGES.plugin, <code>{pluginId}</code>)}
            {entry(HOST_MESSAGES.detail, message)}
          </dl>
          {onRetry ? (
            <Button
              appearance="primary"
              className={styles.retry}
              disabled={retrying}
              onClick={() => {
                setRetrying(true);
                onRetry();
              }}
            >
              {retrying ? HOST_MESSAGES.retrying : HOST_MESSAGES.retry}
            </Button>
          ) : null}
        </main>
      </div>
    </FluentProvider>
  );
}
