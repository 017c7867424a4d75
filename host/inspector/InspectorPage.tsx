import { useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Tab, TabList } from '@fluentui/react-components';
import { type PageProps } from '@portico/sdk';
import { PageFrame } from '@portico/ui';
import { usePortal } from '@portico/sdk/internal';
import { ConfigPanel } from './ConfigPanel';
import { ContributionsPanel } from './ContributionsPanel';
import { DiagnosticsPanel } from './DiagnosticsPanel';
import { GraphPanel } from './GraphPanel';
import { INSPECTOR_MESSAGES as M } from './messages';
import { allPlugins, contributionRows, dependencyGraph, pluginRows, type InspectorSource } from './model';
import { PluginsPanel } from './PluginsPanel';
import { RemotePluginsPanel } from './RemotePluginsPanel';
import { useInspectorStyles } from './styles';
import { TimelinePanel } from './TimelinePanel';
import { VitalsPanel } from './VitalsPanel';

/** The inspector's sections, in tab order. */
export const TABS = [
  'plugins',
  'contributions',
  'diagnostics',
  'graph',
  'timeline',
  'vitals',
  'remote',
  'config',
] as const;
type TabId = (typeof TABS)[number];

/**
 * The inspector page: what the runtime did with every plugin, every contribution with its live
 * `when` value, diagnostics and crashes, the dependency graph, the boot timeline and, for admins,
 * the config fragment builder. An observer: diagnostics, registrations and the session update it
 * without a reload.
 */
const InspectorView = observer(function InspectorView({ source, title }: { source: InspectorSource; title: string }) {
  const s = useInspectorStyles();
  const portal = usePortal();
  const [tab, setTab] = useState<TabId>('plugins');
  const diagnostics = portal.diagnostics.items.slice();
  const registered = portal.extensions.all();
  const plugins = pluginRows(source, { records: portal.plugins.records(), diagnostics });
  const enabled = new Set(plugins.filter((p) => p.enabled).map((p) => p.id));
  const panelId = `inspector-panel-${tab}`;
  return (
    <PageFrame title={title} description={M.description}>
      <p className={s.summary} data-summary>
        {M.summary(enabled.size, plugins.length, registered.length, diagnostics.length)}
      </p>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabId)} aria-label={M.tabsLabel}>
        {TABS.map((id) => (
          <Tab key={id} value={id} id={`inspector-tab-${id}`} aria-controls={`inspector-panel-${id}`}>
            {id === 'diagnostics' && diagnostics.length ? `${M.tabs[id]}（${diagnostics.length}）` : M.tabs[id]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={`inspector-tab-${tab}`} className={s.panel}>
        {tab === 'plugins' && <PluginsPanel rows={plugins} />}
        {tab === 'contributions' && (
          <ContributionsPanel rows={contributionRows(source, registered)} session={portal.session} />
        )}
        {tab === 'diagnostics' && <DiagnosticsPanel diagnostics={diagnostics} />}
        {tab === 'graph' && (
          <GraphPanel
            graph={dependencyGraph(allPlugins(source), (ref) => portal.container.isRegistered(ref))}
            enabled={enabled}
          />
        )}
        {tab === 'timeline' && <TimelinePanel plugins={plugins} />}
        {tab === 'vitals' && <VitalsPanel />}
        {tab === 'remote' && <RemotePluginsPanel records={source.remotePlugins?.() ?? []} />}
        {tab === 'config' && <ConfigPanel source={source} />}
      </div>
    </PageFrame>
  );
});

/** The page component of one portal's inspector (made once per portal by the plugin's loader). */
export function inspectorPage(source: InspectorSource): ComponentType<PageProps> {
  return function InspectorPage({ title }: PageProps) {
    return <InspectorView source={source} title={title} />;
  };
}
