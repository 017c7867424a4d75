import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { remoteComponentsRef, type RemoteComponentDefinition } from '@portico/core';
import { ExtensionBoundary } from './ExtensionBoundary';
import { useService } from './hooks';
import { SDK_MESSAGES } from './messages';

/**
 * Props of {@link RemoteComponent}: the registered `name`, and every other prop handed to the
 * remote component's `mount` and `update` as they are.
 */
export type RemoteComponentProps = { readonly name: string } & Readonly<Record<string, unknown>>;

/** The plugin the boundary names: a remote component belongs to no plugin of the catalog. */
export const REMOTE_COMPONENTS_PLUGIN = 'remote-components';

type Status =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly definition: RemoteComponentDefinition }
  | { readonly state: 'failed'; readonly message: string };

type Props = Readonly<Record<string, unknown>>;

const useStyles = makeStyles({
  failed: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorStatusDangerForeground1,
    fontSize: tokens.fontSizeBase200,
  },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Spec §8: a remote component that is missing or fails is logged only (no report, no toast). */
const logFailure = (name: string, error: unknown) => console.error(`[portico] remote component ${name}:`, error);

function sameProps(a: Props, b: Props): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/** The element a loaded definition renders into; React renders it empty and never touches its children. */
function MountedRemote({
  name,
  definition,
  props,
  onError,
}: {
  name: string;
  definition: RemoteComponentDefinition;
  props: Props;
  onError: (error: unknown) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  // The props the definition was last given, so a re-render with equal props does not update it.
  const shown = useRef<Props | null>(null);

  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    try {
      definition.mount(el, props);
      shown.current = props;
    } catch (error) {
      onError(error);
    }
    return () => {
      shown.current = null;
      try {
        definition.unmount?.(el);
      } catch (error) {
        logFailure(name, error);
      }
    };
    // New props go through `update` below; only a new definition mounts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition]);

  useLayoutEffect(() => {
    const el = element.current;
    const previous = shown.current;
    if (!el || !previous || sameProps(previous, props)) return;
    shown.current = props;
    try {
      if (definition.update) definition.update(props);
      else {
        definition.unmount?.(el);
        definition.mount(el, props);
      }
    } catch (error) {
      onError(error);
    }
  });

  return <div ref={element} className="portico-remote-component" data-component={name} />;
}

/**
 * The remote component `name` with `props`: loading, mounted, or — when it fails — the failure with
 * 重试, or `fallback` instead when one is given.
 */
export function RemoteComponentView({ name, props, fallback }: { name: string; props: Props; fallback?: ReactNode }) {
  const registry = useService(remoteComponentsRef);
  const styles = useStyles();
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    registry.load(name).then(
      (definition) => {
        if (current) setStatus({ state: 'ready', definition });
      },
      (error: unknown) => {
        if (!current) return;
        logFailure(name, error);
        setStatus({ state: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [registry, name, attempt]);

  const onError = useCallback(
    (error: unknown) => {
      logFailure(name, error);
      setStatus({ state: 'failed', message: messageOf(error) });
    },
    [name],
  );

  const retry = () => {
    setStatus({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (status.state === 'loading') return <Spinner size="tiny" label={SDK_MESSAGES.remoteComponent.loading} />;
  if (status.state === 'failed' && fallback !== undefined) return <>{fallback}</>;
  if (status.state === 'failed')
    return (
      <span role="alert" className={styles.failed} data-component={name}>
        {SDK_MESSAGES.remoteComponent.failed}：{status.message}
        <Button size="small" onClick={retry}>
          {SDK_MESSAGES.retry}
        </Button>
      </span>
    );
  return <MountedRemote name={name} definition={status.definition} props={props} onError={onError} />;
}

/**
 * Renders the remote component registered as `name` (see `remoteComponentsRef`): a small spinner
 * (正在加载组件) while its script loads, then the component mounted into a `div` (updated when the
 * props change, unmounted with this element); a failure shows 组件加载失败 with the message and
 * 重试, and is logged only. Inside an {@link ExtensionBoundary}, so a crash stays here.
 * @example <RemoteComponent name="date-picker" value={range} onChange={setRange} />
 */
export function RemoteComponent({ name, ...props }: RemoteComponentProps) {
  return (
    <ExtensionBoundary
      pluginId={REMOTE_COMPONENTS_PLUGIN}
      extensionId={`remote-component:${REMOTE_COMPONENTS_PLUGIN}/${name}`}
    >
      <RemoteComponentView key={name} name={name} props={props} />
    </ExtensionBoundary>
  );
}
