import { useState } from 'react';
import { Button, Field, makeStyles, Switch, Textarea, tokens } from '@fluentui/react-components';
import { contributionId } from '@portico/core';
import { fragmentText, NO_CHANGES, toggle, type SwitchChanges } from './fragment';
import { INSPECTOR_MESSAGES as M } from './messages';
import type { InspectorSource } from './model';
import { useInspectorStyles } from './styles';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 440px)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  side: { position: 'sticky', top: tokens.spacingVerticalL, display: 'grid', gap: tokens.spacingVerticalM },
  switches: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `0 ${tokens.spacingHorizontalM}`,
  },
  group: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { fontFamily: tokens.fontFamilyMonospace, padding: `0 ${tokens.spacingHorizontalXS}` },
  json: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * For admins: the effective config, and a switch per plugin and per extension whose changes make
 * the `portal.config.json` fragment to paste on the server (this page writes no file).
 */
export function ConfigPanel({ source }: { source: InspectorSource }) {
  const s = useInspectorStyles();
  const c = useStyles();
  const [changes, setChanges] = useState<SwitchChanges>(NO_CHANGES);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = fragmentText(changes);
  const pluginOn = (id: string) =>
    source.config.plugins?.[id]?.enabled ?? source.catalog.find((e) => e.plugin.id === id)?.defaultEnabled ?? false;
  const extensionOn = (id: string) => source.config.extensions?.[id]?.enabled ?? true;
  const set = (section: keyof SwitchChanges, id: string, wanted: boolean, current: boolean) => {
    setChanges((prev) => toggle(prev, section, id, wanted, current));
    setCopyState('idle');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <>
      <h2 className={s.heading} id="inspector-config-heading">
        {M.config.heading}
      </h2>
      <p className={s.caption}>{M.config.intro}</p>
      {source.subset && <p className={s.small}>{M.config.subset(source.subset.join(','))}</p>}
      <div className={c.columns}>
        <div>
          <h3 className={s.subheading}>{M.config.pluginSwitches}</h3>
          <div className={c.switches} data-switches="plugins">
            {source.catalog.map(({ plugin }) => {
              const current = pluginOn(plugin.id);
              return (
                <Switch
                  key={plugin.id}
                  label={plugin.id}
                  checked={changes.plugins[plugin.id] ?? current}
                  onChange={(_, d) => set('plugins', plugin.id, d.checked, current)}
                />
              );
            })}
          </div>
          <h3 className={s.subheading}>{M.config.extensionSwitches}</h3>
          {source.catalog
            .filter(({ plugin }) => plugin.contributes?.length)
            .map(({ plugin }) => (
              <fieldset key={plugin.id} className={c.group}>
                <legend className={c.legend}>{plugin.id}</legend>
                <div className={c.switches} data-switches={`extensions:${plugin.id}`}>
                  {plugin.contributes!.map((contribution) => {
                    const id = contributionId(plugin.id, contribution);
                    const current = extensionOn(id);
                    return (
                      <Switch
                        key={id}
                        label={id}
                        checked={changes.extensions[id] ?? current}
                        onChange={(_, d) => set('extensions', id, d.checked, current)}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
        </div>
        <div className={c.side}>
          <Field label={M.config.fragment} hint={text ? undefined : M.config.fragmentEmpty}>
            <Textarea readOnly resize="vertical" rows={8} value={text} textarea={{ className: c.json }} />
          </Field>
          <div className={c.actions}>
            <Button appearance="primary" disabled={!text} onClick={() => void copy()}>
              {M.config.copy}
            </Button>
            <Button
              disabled={!text}
              onClick={() => {
                setChanges(NO_CHANGES);
                setCopyState('idle');
              }}
            >
              {M.config.reset}
            </Button>
            <span role="status" className={s.small}>
              {copyState === 'copied' ? M.config.copied : copyState === 'failed' ? M.config.copyFailed : ''}
            </span>
          </div>
          <Field label={M.config.effective}>
            <Textarea
              readOnly
              resize="vertical"
              rows={14}
              value={JSON.stringify(source.config, null, 2)}
              textarea={{ className: c.json }}
            />
          </Field>
        </div>
      </div>
    </>
  );
}
