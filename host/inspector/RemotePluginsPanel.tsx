import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { RemotePluginRecord } from '../remote-plugins/records';
import { INSPECTOR_MESSAGES as M } from './messages';
import { useInspectorStyles } from './styles';

/**
 * The page's remote plugins (issue 37): address, version, SDK range, state (with the code of a
 * refusal or failure, its reason on hover) and load time. The page is an observer: a plugin that
 * arrives or fails updates its row.
 */
export function RemotePluginsPanel({ records }: { readonly records: readonly RemotePluginRecord[] }) {
  const s = useInspectorStyles();
  return (
    <>
      <h2 className={s.heading} id="inspector-remote-heading">
        {M.remote.heading}
      </h2>
      <p className={s.caption}>{M.remote.caption}</p>
      {records.length === 0 ? (
        <p>{M.remote.empty}</p>
      ) : (
        <Table className={s.table} aria-labelledby="inspector-remote-heading" size="small" data-remote-plugins>
          <TableHeader>
            <TableRow>
              {[M.remote.id, M.remote.address, M.remote.version, M.remote.sdk, M.remote.state, M.remote.loadTime].map(
                (h) => (
                  <TableHeaderCell key={h} scope="col">
                    {h}
                  </TableHeaderCell>
                ),
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((r) => (
              <TableRow key={r.from} data-remote-plugin={r.id}>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.id}</code>
                </TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.from}</code>
                </TableCell>
                <TableCell className={s.cell}>{r.version ?? M.none}</TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{r.sdk ?? M.none}</code>
                </TableCell>
                <TableCell className={s.cell} title={r.reason}>
                  {M.remote.states[r.state]}
                  {r.code && (
                    <>
                      {' '}
                      <code className={s.code}>{r.code}</code>
                    </>
                  )}
                </TableCell>
                <TableCell className={s.cell}>
                  {r.loadMs === undefined ? M.none : `${r.loadMs.toFixed(0)} ms`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
