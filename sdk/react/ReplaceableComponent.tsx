import type { ComponentType } from 'react';
import { remoteComponentsRef } from '@portico/core';
import { ExtensionBoundary } from './ExtensionBoundary';
import { useService } from './hooks';
import { REMOTE_COMPONENTS_PLUGIN, RemoteComponentView } from './RemoteComponent';

/** Props of {@link ReplaceableComponent}. */
export interface ReplaceableComponentProps<P extends object> {
  /** The name it is registered under in the remote-component registry (config `remoteComponents.components`). */
  readonly name: string;
  /** The portal's own implementation: shown unless an address is registered under `name`, and after the remote one failed. */
  readonly local: ComponentType<P>;
  /** The props of the local component; a remote one gets the very same in `mount` and `update`. */
  readonly props: P;
}

/**
 * A component other teams may replace (spec §4, §7: report chart, date picker …), resolved through the
 * remote-component registry: the local implementation by default; when an address is registered under
 * `name` (portal.config.json `remoteComponents.components`, or `register`), the script there replaces
 * it — 正在加载组件 while it loads (spec §9: the registry looks for its definition every 200 ms for
 * at most 5000 ms). A remote one that fails (`fail to load component {name}` and the other spec §8
 * texts) is logged only, and the local implementation takes its place, so the page keeps working.
 * @example <ReplaceableComponent name="report-chart" local={TrendPlot} props={{ trend, series, height }} />
 */
export function ReplaceableComponent<P extends object>({ name, local: Local, props }: ReplaceableComponentProps<P>) {
  const registry = useService(remoteComponentsRef);
  if (!registry.has(name)) return <Local {...props} />;
  return (
    <ExtensionBoundary
      pluginId={REMOTE_COMPONENTS_PLUGIN}
      extensionId={`remote-component:${REMOTE_COMPONENTS_PLUGIN}/${name}`}
    >
      <RemoteComponentView
        key={name}
        name={name}
        props={props as Readonly<Record<string, unknown>>}
        fallback={<Local {...props} />}
      />
    </ExtensionBoundary>
  );
}
