import { useEffect, useState } from 'react';
import {
  Body1,
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { notifierRef, requestRef, settingsRef, useService, type PageProps } from '@portico/sdk';
import { parseItems } from '@portico/ads';
import { PageFrame, Pager, useClientPages, type Crumb } from '@portico/ui';
import { MSG_TYPE_LIST_API, SUBSCRIPTION_CONFIG_CODE } from '../../api';
import { MESSAGE_TYPES_PAGE_SIZE } from '../../constants';
import { LIST_MESSAGES as L } from '../shared-messages';
import { NOTIFY_MESSAGES as N } from './messages';

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalM}`, color: tokens.colorNeutralForeground2 },
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL },
  error: { marginTop: tokens.spacingVerticalL },
});

/** A message type of `msgTypeList` (spec §3: name, type). */
interface MessageType {
  readonly type: string;
  readonly name: string;
}

const parseTypes = (data: unknown): MessageType[] =>
  parseItems(data, (t) =>
    typeof t.name === 'string' && t.name !== '' && (typeof t.type === 'number' || typeof t.type === 'string')
      ? { type: String(t.type), name: t.name }
      : null,
  );

/** The stored value: the types switched off (a JSON list); anything unreadable switches nothing off. */
export function offTypesOf(value: string | undefined): Set<string> {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return new Set(Array.isArray(list) ? list.map(String) : []);
  } catch {
    return new Set();
  }
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; types: MessageType[] };
const NO_TYPES: readonly MessageType[] = [];

/**
 * 消息订阅: which message types (from `msgTypeList`) the user receives, read from and saved to
 * the personal config `msgSubscriptionOff` (ours) through the settings service. A failed save
 * says 保存失败 and leaves the user's choices on screen. `msgTypeList` is not paged: the types are
 * paged here ({@link MESSAGE_TYPES_PAGE_SIZE} at a time); choices on other pages are kept.
 */
export function NotifySubscription({
  title,
  crumbs,
  description,
}: PageProps & { crumbs: readonly Crumb[]; description: string }) {
  const s = useStyles();
  const request = useService(requestRef);
  const settings = useService(settingsRef);
  const notifier = useService(notifierRef);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [off, setOff] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const [attempt, setAttempt] = useState(0);
  const pages = useClientPages(load.state === 'ready' ? load.types : NO_TYPES, MESSAGE_TYPES_PAGE_SIZE);

  useEffect(() => {
    let live = true;
    Promise.all([
      request.call<unknown>(MSG_TYPE_LIST_API, {}, { cache: true, silent: true }),
      settings.personalConfigs(),
    ]).then(
      ([types, configs]) => {
        if (!live) return;
        setOff(offTypesOf(configs[SUBSCRIPTION_CONFIG_CODE]));
        setLoad({ state: 'ready', types: parseTypes(types) });
      },
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [request, settings, attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  const toggle = (type: string, receive: boolean) => {
    setFailed(false);
    setOff((prev) => {
      const next = new Set(prev);
      if (receive) next.delete(type);
      else next.add(type);
      return next;
    });
  };

  const save = async (types: readonly MessageType[]) => {
    setSaving(true);
    setFailed(false);
    // Only the types the list knows: a type the server dropped is not kept switched off.
    const value = JSON.stringify(types.map((t) => t.type).filter((t) => off.has(t)));
    try {
      await settings.addPersonalConfig(SUBSCRIPTION_CONFIG_CODE, value);
      notifier.notify('success', N.saved);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (load.state === 'loading') body = <Spinner size="small" label={L.loading} />;
  else if (load.state === 'failed')
    body = (
      <>
        <Body1 as="p">{N.typesFailed}</Body1>
        <Button onClick={retry}>{L.retry}</Button>
      </>
    );
  else if (load.types.length === 0) body = <Body1>{N.noTypes}</Body1>;
  else
    body = (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) void save(load.types);
        }}
      >
        <Body1 as="p" className={s.intro}>
          {N.subscriptionIntro}
        </Body1>
        <fieldset className={s.group}>
          <legend className={s.legend}>{N.typesLabel}</legend>
          {pages.rows.map((t) => (
            <Checkbox
              key={t.type}
              label={t.name}
              checked={!off.has(t.type)}
              onChange={(_, d) => toggle(t.type, d.checked === true)}
            />
          ))}
        </fieldset>
        {pages.total > pages.pageSize && (
          <Pager page={pages.page} pageSize={pages.pageSize} total={pages.total} onPageChange={pages.setPage} />
        )}
        {failed && (
          <MessageBar intent="error" className={s.error} role="alert">
            <MessageBarBody>{N.saveFailedHint}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.actions}>
          <Button appearance="primary" type="submit" disabledFocusable={saving}>
            {saving ? N.saving : N.save}
          </Button>
        </div>
      </form>
    );

  return (
    <PageFrame title={title} crumbs={crumbs} description={description}>
      {body}
    </PageFrame>
  );
}
