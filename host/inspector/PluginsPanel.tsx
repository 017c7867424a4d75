import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from '@fluentui/react-components';
import { INSPECTOR_MESSAGES as M } from './messages';
import type { PluginRow } from './model';
import { useInspectorStyles } from './styles';

/** Options as one line of JSON; nothing to show is a dash. */
export function optionsText(options: unknown): string {
  if (options === undefined || options === null) return M.none;
  if (typeof options === 'object' && Object.keys(options).length === 0) return M.none;
  return JSON.stringify(options);
}

/** Every plugin of the catalog (and the inspector): state, why, options, activation time. */
export function PluginsPanel({ rows }: { rows: readonly PluginRow[] }) {
  const s = useInspectorStyles();
  return (
    <>
      <h2 className={s.heading} id="inspector-plugins-heading">
        {M.plugins.heading}
      </h2>
      <p className={s.caption}>{M.plugins.caption}</p>
      <Table className={s.table} aria-labelledby="inspector-plugins-heading" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell scope="col">{M.plugins.id}</TableHeaderCell>
            <TableHeaderCell scope="col">{M.plugins.title}</TableHeaderCell>
            <TableHeaderCell scope="col" className={s.nowrap}>
              {M.plugins.state}
            </TableHeaderCell>
            <TableHeaderCell scope="col">{M.plugins.reason}</TableHeaderCell>
            <TableHeaderCell scope="col">{M.plugins.options}</TableHeaderCell>
            <TableHeaderCell scope="col" className={s.nowrap}>
              {M.plugins.activation}
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-plugin={r.id} data-enabled={r.enabled}>
              <TableCell className={mergeClasses(s.cell, s.nowrap)}>
                <code className={s.code}>{r.id}</code>
              </TableCell>
              <TableCell className={s.cell}>{r.title ?? M.none}</TableCell>
              <TableCell className={mergeClasses(s.cell, s.nowrap)}>
                <span className={r.enabled ? s.on : s.off}>{r.enabled ? M.plugins.enabled : M.plugins.disabled}</span>
              </TableCell>
              <TableCell className={s.cell} data-reason={r.reason}>
                {M.reasons[r.reason]}
                {r.detail && <div className={mergeClasses(s.code, s.small)}>{r.detail}</div>}
              </TableCell>
              <TableCell className={s.cell}>
                <code className={mergeClasses(s.code, s.breakAnywhere)}>{optionsText(r.options)}</code>
                {!r.optionsValidated && optionsText(r.options) !== M.none && (
                  <div className={s.small}>{M.plugins.rawOptions}</div>
                )}
              </TableCell>
              <TableCell className={mergeClasses(s.cell, s.nowrap)}>
                {r.startedAt !== undefined && r.endedAt !== undefined ? M.plugins.ms(r.endedAt - r.startedAt) : M.none}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
