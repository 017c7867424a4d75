import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { requestRef, useService } from '@portico/sdk';
import type { ReporterInbox } from '@portico/dev';
import { FIELD_METRICS, VITALS_OPERATION } from '../field-vitals';
import { INSPECTOR_MESSAGES as M } from './messages';
import { useInspectorStyles } from './styles';

/** Where the dev API lists what its reporter endpoints received (dev/reporter-handlers.ts). */
const INBOX = '/dev-api/reports';
/** How many page loads the table shows, newest first. */
export const VITALS_SHOWN = 10;

type Rows = ReadonlyArray<Readonly<Record<string, string>>>;
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; rows: Rows };

/**
 * The last page loads' field Web Vitals as the dev API's data-collection endpoint received them
 * (host/field-vitals.ts sends one report per load when the page is hidden).
 */
export function VitalsPanel() {
  const s = useInspectorStyles();
  const request = useService(requestRef);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    let current = true;
    request
      .get<ReporterInbox>(INBOX, undefined, { manual: true })
      .then((inbox) => {
        const rows = inbox.collect.filter((r) => r.operationType === VITALS_OPERATION);
        if (current) setState({ kind: 'ready', rows: rows.slice(-VITALS_SHOWN).reverse() });
      })
      .catch(() => current && setState({ kind: 'failed' }));
    return () => {
      current = false;
    };
  }, [request]);
  useEffect(load, [load]);
  return (
    <>
      <h2 className={s.heading} id="inspector-vitals-heading">
        {M.vitals.heading}
      </h2>
      <p className={s.caption}>{M.vitals.caption}</p>
      <Button onClick={() => load()}>{M.vitals.refresh}</Button>
      {state.kind === 'loading' ? (
        <p>{M.vitals.loading}</p>
      ) : state.kind === 'failed' ? (
        <p role="alert">{M.vitals.failed}</p>
      ) : state.rows.length === 0 ? (
        <p>{M.vitals.empty}</p>
      ) : (
        <Table className={s.table} aria-labelledby="inspector-vitals-heading" size="small" data-vitals>
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col">{M.vitals.page}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.vitals.build}</TableHeaderCell>
              {FIELD_METRICS.map((m) => (
                <TableHeaderCell key={m} scope="col">
                  {m}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.rows.map((r, i) => (
              <TableRow key={i}>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.page}</code>
                </TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.build ?? M.none}</code>
                </TableCell>
                {FIELD_METRICS.map((m) => (
                  <TableCell key={m} className={s.cell} data-metric={m}>
                    {r[m.toLowerCase()] ?? M.none}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
