import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { evaluateWhen, type SessionStore, type When } from '@portico/core';
import { INSPECTOR_MESSAGES as M } from './messages';
import type { ContributionRow } from './model';
import { useInspectorStyles } from './styles';
import { whenToText } from './when-text';

const STATE_TEXT: Record<ContributionRow['state'], string> = {
  registered: M.contributions.registered,
  'plugin-off': M.contributions.pluginOff,
  'config-off': M.contributions.configOff,
};

/** The clause's value for the session now; re-renders alone when the facts it reads change. */
const LiveValue = observer(function LiveValue({ when, session }: { when?: When; session: SessionStore }) {
  const s = useInspectorStyles();
  const value = evaluateWhen(when, session.facts);
  return (
    <span className={value ? s.on : s.off} data-live={value}>
      {value ? M.yes : M.no}
    </span>
  );
});

/** Matches the filter text against the id, the plugin and the kind. */
export function matchesFilter(row: ContributionRow, filter: string): boolean {
  const f = filter.trim().toLowerCase();
  return !f || row.id.toLowerCase().includes(f) || row.pluginId.includes(f) || row.kind.includes(f);
}

/** Every contribution: kind, id, plugin, place, order, `when` and its live value. */
export function ContributionsPanel({ rows, session }: { rows: readonly ContributionRow[]; session: SessionStore }) {
  const s = useInspectorStyles();
  const [filter, setFilter] = useState('');
  const countId = useId();
  const shown = rows.filter((r) => matchesFilter(r, filter));
  return (
    <>
      <h2 className={s.heading} id="inspector-contributions-heading">
        {M.contributions.heading}
      </h2>
      <p className={s.caption}>{M.contributions.caption}</p>
      <div className={s.toolbar}>
        <Field label={M.contributions.filter}>
          <Input value={filter} onChange={(_, d) => setFilter(d.value)} aria-describedby={countId} />
        </Field>
        <span id={countId} className={s.small} aria-live="polite">
          {M.contributions.count(shown.length, rows.length)}
        </span>
      </div>
      {shown.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <Table className={s.table} aria-labelledby="inspector-contributions-heading" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col">{M.contributions.kind}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.contributions.id}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.contributions.plugin}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.contributions.place}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.contributions.order}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.contributions.when}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.contributions.live}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.contributions.state}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.id} data-extension={r.id}>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.kind}</code>
                </TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.id}</code>
                </TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.pluginId}</code>
                </TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.place}</code>
                </TableCell>
                <TableCell className={s.cell}>{r.order ?? M.none}</TableCell>
                <TableCell className={s.cell} data-when>
                  {whenToText(r.when)}
                </TableCell>
                <TableCell className={s.cell}>
                  <LiveValue when={r.when} session={session} />
                </TableCell>
                <TableCell className={s.cell} data-state={r.state}>
                  <span className={r.state === 'registered' ? undefined : s.muted}>{STATE_TEXT[r.state]}</span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
