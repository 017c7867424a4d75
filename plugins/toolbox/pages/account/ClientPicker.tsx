import { useDeferredValue, useMemo } from 'react';
import { Caption1, Checkbox, SearchBox } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import { ClientPager, useClientPages } from '@portico/ui';
import { CLIENT_PICKER_PAGE_SIZE } from '../../constants';
import { ACCOUNT_MESSAGES as M } from './messages';
import type { ClientAccount } from './parse';
import { useAccountStyles } from './styles';

const B = M.batch;

/** Whether `client` matches what the user typed: part of its name or of its id. */
const matches = (client: ClientAccount, query: string): boolean =>
  client.ownerName.toLowerCase().includes(query) || String(client.ownerId).includes(query);

/** Props of {@link ClientPicker}. */
export interface ClientPickerProps {
  readonly id: string;
  readonly clients: readonly ClientAccount[];
  readonly chosen: ReadonlySet<number>;
  readonly onChosen: (chosen: ReadonlySet<number>) => void;
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly error?: string;
}

/**
 * The client accounts of 批量修改密码. The list call is not paged (an agency may have tens of
 * thousands of clients), so the list is paged here: a search box (name or ID) narrows it and
 * {@link CLIENT_PICKER_PAGE_SIZE} accounts render per page, with the kit's pager for the rest.
 * 全选 chooses every account that matches the search, on every page. The filtering reads a
 * deferred copy of the query, so typing never waits for the list.
 */
export function ClientPicker({ id, clients, chosen, onChosen, query, onQuery, error }: ClientPickerProps) {
  const s = useAccountStyles();
  const deferred = useDeferredValue(query);
  const matching = useMemo(() => {
    const q = deferred.trim().toLowerCase();
    return q ? clients.filter((c) => matches(c, q)) : clients;
  }, [clients, deferred]);
  const selectable = useMemo(() => matching.filter((c) => !c.frozen), [matching]);
  const pages = useClientPages(matching, CLIENT_PICKER_PAGE_SIZE);
  const chosenHere = selectable.reduce((n, c) => (chosen.has(c.ownerId) ? n + 1 : n), 0);
  const allChosen = selectable.length > 0 && chosenHere === selectable.length;

  const toggle = (c: ClientAccount, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(c.ownerId);
    else next.delete(c.ownerId);
    onChosen(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(chosen);
    for (const c of selectable) {
      if (on) next.add(c.ownerId);
      else next.delete(c.ownerId);
    }
    onChosen(next);
  };

  return (
    <>
      <SearchBox
        className={s.search}
        aria-label={B.search}
        placeholder={B.search}
        value={query}
        onChange={(_, d) => onQuery(d.value)}
      />
      {matching.length === 0 ? (
        <p className={s.empty}>{B.noMatch}</p>
      ) : (
        <>
          <Checkbox
            label={query.trim() ? B.selectMatching(selectable.length) : B.selectAll}
            checked={allChosen ? true : chosenHere > 0 ? 'mixed' : false}
            disabled={selectable.length === 0}
            onChange={(_, d) => toggleAll(d.checked === true)}
          />
          <div className={s.accounts} aria-busy={deferred !== query}>
            {pages.rows.map((c) => (
              <Checkbox
                key={c.ownerId}
                label={`${B.accountLabel(c.ownerName, c.ownerId)}${c.frozen ? `（${B.frozen}）` : ''}`}
                checked={chosen.has(c.ownerId)}
                disabled={c.frozen}
                onChange={(_, d) => toggle(c, d.checked === true)}
              />
            ))}
          </div>
          <ClientPager pages={pages} label={B.accountPages} />
        </>
      )}
      <Caption1 id={`${id}-accounts-hint`}>{B.selected(chosen.size)}</Caption1>
      {error && (
        <Caption1 id={`${id}-accounts-error`} className={s.error} role="alert">
          <ErrorCircle12Filled aria-hidden /> {error}
        </Caption1>
      )}
    </>
  );
}
