import { HOST_MESSAGES } from '../messages';

/** Props of the fatal error page. */
export interface FatalErrorProps {
  readonly code: string;
  readonly message: string;
  readonly keyPath?: string;
  readonly pluginId?: string;
}

/** Shown when the portal cannot start (bad config): never a blank screen. */
export function FatalErrorPage({ code, message, keyPath, pluginId }: FatalErrorProps) {
  return (
    <main className="portico-fatal" role="alert">
      <h1>{HOST_MESSAGES.fatalTitle}</h1>
      <p>{HOST_MESSAGES.fatalBody}</p>
      <dl>
        <dt>{HOST_MESSAGES.code}</dt>
        <dd><code>{code}</code></dd>
        {keyPath && (<><dt>{HOST_MESSAGES.key}</dt><dd><code>{keyPath}</code></dd></>)}
        {pluginId && (<><dt>{HOST_MESSAGES.plugin}</dt><dd><code>{pluginId}</code></dd></>)}
        <dt>{HOST_MESSAGES.detail}</dt>
        <dd>{message}</dd>
      </dl>
    </main>
  );
}
