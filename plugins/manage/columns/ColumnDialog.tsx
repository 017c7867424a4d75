import { useDeferredValue, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Select,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { requestRef, useService } from '@portico/sdk';
import { ClientPager, Pager, useClientPages, useFocusReturn, VisuallyHidden, wrapTab } from '@portico/ui';
import { TABLE_MESSAGES } from '../table-messages';
import { detailElements, editElements } from './elements-api';
import { byOrder, FIXABLE, SHOWN, type ColumnElement, type ColumnGroup, type Fixable } from './elements';

const M = TABLE_MESSAGES.columns;

/**
 * OURS: columns rendered at once in each pane. The column list is not paged by the server, so
 * a hostile answer of 20,000 columns renders one page of each pane; the search and the pagers
 * reach the rest.
 */
export const COLUMNS_PER_PAGE = 100;

/** An available column and its group, flattened for searching and paging. */
interface Entry {
  readonly group: string;
  readonly element: ColumnElement;
}

/** Props of {@link ColumnDialog}. */
export interface ColumnDialogProps {
  /** The table's name (计划列表 …), in the title. */
  readonly table: string;
  readonly pageCode: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The save went through: the table reloads its columns. */
  readonly onSaved: () => void;
}

const useStyles = makeStyles({
  surface: { maxWidth: '860px', width: '90vw' },
  body: { display: 'grid', gridTemplateColumns: '1fr 1.3fr', gap: tokens.spacingHorizontalXL, minHeight: '360px' },
  pane: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    maxHeight: '52vh',
    overflowY: 'auto',
  },
  search: { width: '100%', marginBottom: tokens.spacingVerticalS },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase300 },
  group: { border: 'none', margin: `0 0 ${tokens.spacingVerticalS}`, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2, padding: 0 },
  checks: { display: 'grid', gridTemplateColumns: '1fr 1fr' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  over: { boxShadow: `inset 0 2px 0 ${tokens.colorBrandStroke1}` },
  dragging: { opacity: 0.5 },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  handle: { cursor: 'grab' },
  select: { width: '112px' },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  state: { padding: tokens.spacingVerticalXXL, textAlign: 'center' },
});

/** The user's edits: order of the shown codes, and per code its fixed side and alignment. */
interface Draft {
  readonly groups: readonly ColumnGroup[];
  readonly order: readonly string[];
  readonly fixable: Readonly<Record<string, Fixable>>;
  readonly align: Readonly<Record<string, 0 | 1>>;
}

function draftOf(groups: readonly ColumnGroup[]): Draft {
  const all = groups.flatMap((g) => g.elements);
  return {
    groups,
    order: byOrder(all)
      .filter((e) => e.status === SHOWN)
      .map((e) => e.elementCode),
    fixable: Object.fromEntries(all.map((e) => [e.elementCode, e.fixable])),
    align: Object.fromEntries(all.map((e) => [e.elementCode, e.align])),
  };
}

/**
 * The `groupInfos` to save: shown elements take `sort` 1… in the chosen order, hidden ones follow
 * in their former order; `status`, `fixable` and `align` as edited, every other field as loaded.
 */
export function groupInfosOf(draft: Draft): ColumnGroup[] {
  const shown = new Set(draft.order);
  const hidden = byOrder(draft.groups.flatMap((g) => g.elements))
    .filter((e) => !shown.has(e.elementCode))
    .map((e) => e.elementCode);
  const rank = new Map([...draft.order, ...hidden].map((code, i) => [code, i + 1]));
  return draft.groups.map((g) => ({
    groupName: g.groupName,
    elements: g.elements.map((e): ColumnElement => ({
      ...e,
      status: shown.has(e.elementCode) ? 1 : 0,
      sort: rank.get(e.elementCode) ?? e.sort,
      fixable: draft.fixable[e.elementCode] ?? e.fixable,
      align: draft.align[e.elementCode] ?? e.align,
    })),
  }));
}

const move = (order: readonly string[], from: number, to: number): string[] => {
  const next = [...order];
  const [code] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, code!);
  return next;
};

/** Consecutive entries of one group: each run is shown under its group's legend. */
function runsOf(entries: readonly Entry[]): Array<{ group: string; entries: Entry[] }> {
  const runs: Array<{ group: string; entries: Entry[] }> = [];
  for (const entry of entries) {
    const last = runs[runs.length - 1];
    if (last && last.group === entry.group) last.entries.push(entry);
    else runs.push({ group: entry.group, entries: [entry] });
  }
  return runs;
}

/**
 * The personal-column dialog of a table (spec §2.9): groups of columns to show or hide, the shown
 * ones in order (drag, the arrow keys on a handle, or 上移/下移), each fixed left or right and
 * aligned; loaded with `elements/detail` and saved with `elements/edit` (`groupInfos`). A failed
 * save shows 保存失败 and keeps the dialog open with the user's changes. Give it a new `key` for
 * each opening: it loads once per mount.
 */
export function ColumnDialog(props: ColumnDialogProps) {
  const styles = useStyles();
  const request = useService(requestRef);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [chosenPage, setChosenPage] = useState(1);
  const handles = useRef(new Map<string, HTMLElement>());

  const { open, pageCode } = props;
  const surfaceRef = useFocusReturn(open);
  useEffect(() => {
    if (!open) return;
    let live = true;
    detailElements(request, pageCode).then(
      (groups) => live && (groups.length ? setDraft(draftOf(groups)) : setLoadFailed(true)),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, pageCode, request]);

  const groups = draft?.groups;
  const order = draft?.order;
  const names = useMemo(
    () => new Map(groups?.flatMap((g) => g.elements.map((e) => [e.elementCode, e.elementName])) ?? []),
    [groups],
  );
  const nameOf = (code: string) => names.get(code) ?? code;
  const shown = useMemo(() => new Set(order), [order]);
  const entries = useMemo(
    () => groups?.flatMap((g) => g.elements.map((element): Entry => ({ group: g.groupName, element }))) ?? [],
    [groups],
  );
  // The search reads a deferred copy of the query: typing never waits for the filtering.
  const deferred = useDeferredValue(query);
  const matching = useMemo(() => {
    const q = deferred.trim().toLowerCase();
    return q ? entries.filter((e) => e.element.elementName.toLowerCase().includes(q)) : entries;
  }, [entries, deferred]);
  const available = useClientPages(matching, COLUMNS_PER_PAGE);
  // The chosen list pages here, not with useClientPages: every edit makes a new order, and the
  // page must stay where the user is working.
  const chosenCount = order?.length ?? 0;
  const chosenPages = Math.max(1, Math.ceil(chosenCount / COLUMNS_PER_PAGE));
  const page = Math.min(chosenPage, chosenPages);
  const offset = (page - 1) * COLUMNS_PER_PAGE;
  const chosenRows = useMemo(() => order?.slice(offset, offset + COLUMNS_PER_PAGE) ?? [], [order, offset]);

  const update = (fn: (d: Draft) => Draft) => {
    setSaveFailed(false);
    setDraft((d) => (d ? fn(d) : d));
  };
  const toggle = (code: string, on: boolean) =>
    update((d) => ({ ...d, order: on ? [...d.order, code] : d.order.filter((c) => c !== code) }));
  const reorder = (from: number, to: number, focus = false) => {
    if (!draft || to < 0 || to >= draft.order.length || from === to) return;
    const code = draft.order[from]!;
    update((d) => ({ ...d, order: move(d.order, from, to) }));
    setChosenPage(Math.floor(to / COLUMNS_PER_PAGE) + 1);
    setAnnounce(M.moved(nameOf(code), to + 1, draft.order.length));
    if (focus) requestAnimationFrame(() => handles.current.get(code)?.focus());
  };
  const onHandleKey = (e: KeyboardEvent<HTMLElement>, index: number) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      reorder(index, index + (e.key === 'ArrowUp' ? -1 : 1), true);
    }
  };
  const onDrop = (e: DragEvent<HTMLLIElement>, target: number) => {
    e.preventDefault();
    const code = dragged ?? e.dataTransfer.getData('text/plain');
    setDragged(null);
    setOver(null);
    if (!draft || !code) return;
    reorder(draft.order.indexOf(code), target);
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setSaveFailed(false);
    try {
      await editElements(request, pageCode, groupInfosOf(draft));
      props.onSaved();
      props.onClose();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, data) => !data.open && !saving && props.onClose()}>
      <DialogSurface ref={surfaceRef} className={styles.surface} onKeyDown={wrapTab}>
        <DialogBody>
          <DialogTitle>{M.title(props.table)}</DialogTitle>
          <DialogContent>
            {!draft ? (
              <div className={styles.state}>
                {loadFailed ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{M.loadFailed}</MessageBarBody>
                  </MessageBar>
                ) : (
                  <Spinner size="small" label={M.loading} />
                )}
              </div>
            ) : (
              <div className={styles.body}>
                <section className={styles.pane} aria-labelledby="manage-columns-available">
                  <h2 id="manage-columns-available" className={styles.heading}>
                    {M.available}
                  </h2>
                  <SearchBox
                    className={styles.search}
                    aria-label={M.search}
                    placeholder={M.search}
                    value={query}
                    onChange={(_, data) => setQuery(data.value)}
                  />
                  {available.total === 0 && <p>{M.noMatch}</p>}
                  {runsOf(available.rows).map((run) => (
                    <fieldset key={`${run.group}-${run.entries[0]!.element.elementCode}`} className={styles.group}>
                      <legend className={styles.legend}>{run.group}</legend>
                      <div className={styles.checks}>
                        {run.entries.map(({ element: el }) => (
                          <Checkbox
                            key={el.elementCode}
                            label={el.elementName}
                            checked={shown.has(el.elementCode)}
                            onChange={(_, data) => toggle(el.elementCode, data.checked === true)}
                          />
                        ))}
                      </div>
                    </fieldset>
                  ))}
                  <ClientPager pages={available} label={M.availablePages} />
                </section>
                <section className={styles.pane} aria-labelledby="manage-columns-chosen">
                  <h2 id="manage-columns-chosen" className={styles.heading}>
                    {M.chosen}
                  </h2>
                  <ol className={styles.list} aria-labelledby="manage-columns-chosen">
                    {chosenRows.map((code, at) => {
                      const i = offset + at;
                      return (
                        <li
                          key={code}
                          data-code={code}
                          className={mergeClasses(
                            styles.item,
                            over === code && dragged !== code && styles.over,
                            dragged === code && styles.dragging,
                          )}
                          draggable
                          onDragStart={(e) => {
                            setDragged(code);
                            e.dataTransfer.effectAllowed = 'move';
                            e.dataTransfer.setData('text/plain', code);
                          }}
                          onDragOver={(e) => {
                            e.preventDefault();
                            setOver(code);
                          }}
                          onDragEnd={() => {
                            setDragged(null);
                            setOver(null);
                          }}
                          onDrop={(e) => onDrop(e, i)}
                        >
                          <Button
                            ref={(el) => {
                              if (el) handles.current.set(code, el);
                              else handles.current.delete(code);
                            }}
                            className={styles.handle}
                            size="small"
                            appearance="transparent"
                            icon={<ReOrderDotsVerticalRegular />}
                            aria-label={M.drag(nameOf(code))}
                            onKeyDown={(e) => onHandleKey(e, i)}
                          />
                          <span className={styles.name}>{nameOf(code)}</span>
                          <Select
                            size="small"
                            className={styles.select}
                            aria-label={M.fixed(nameOf(code))}
                            value={String(draft.fixable[code] ?? FIXABLE.NONE)}
                            onChange={(_, data) =>
                              update((d) => ({
                                ...d,
                                fixable: { ...d.fixable, [code]: Number(data.value) as Fixable },
                              }))
                            }
                          >
                            {M.fixedOptions.map((label, value) => (
                              <option key={value} value={value}>
                                {label}
                              </option>
                            ))}
                          </Select>
                          <Select
                            size="small"
                            className={styles.select}
                            aria-label={M.align(nameOf(code))}
                            value={String(draft.align[code] ?? 0)}
                            onChange={(_, data) =>
                              update((d) => ({ ...d, align: { ...d.align, [code]: data.value === '1' ? 1 : 0 } }))
                            }
                          >
                            {M.alignOptions.map((label, value) => (
                              <option key={value} value={value}>
                                {label}
                              </option>
                            ))}
                          </Select>
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<ArrowUpRegular />}
                            aria-label={M.up(nameOf(code))}
                            disabled={i === 0}
                            onClick={() => reorder(i, i - 1)}
                          />
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<ArrowDownRegular />}
                            aria-label={M.down(nameOf(code))}
                            disabled={i === draft.order.length - 1}
                            onClick={() => reorder(i, i + 1)}
                          />
                        </li>
                      );
                    })}
                  </ol>
                  {chosenCount > COLUMNS_PER_PAGE && (
                    <Pager
                      label={M.chosenPages}
                      page={page}
                      pageSize={COLUMNS_PER_PAGE}
                      total={chosenCount}
                      onPageChange={setChosenPage}
                    />
                  )}
                  <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
                </section>
              </div>
            )}
          </DialogContent>
          <DialogActions fluid className={styles.footer}>
            {saveFailed && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{M.saveFailed}</MessageBarBody>
              </MessageBar>
            )}
            {draft && draft.order.length === 0 && (
              <MessageBar intent="warning">
                <MessageBarBody>{M.noneChosen}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.buttons}>
              <Button appearance="secondary" onClick={props.onClose} disabled={saving}>
                {M.cancel}
              </Button>
              <Button
                appearance="primary"
                onClick={() => void save()}
                disabled={!draft || draft.order.length === 0 || saving}
              >
                {saving ? M.saving : M.save}
              </Button>
            </div>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
