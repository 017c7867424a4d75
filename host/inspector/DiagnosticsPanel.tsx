import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { loadHints, type Diagnostic, type DiagnosticHints } from '@portico/core';
import { useEffect, useState } from 'react';
import { INSPECTOR_MESSAGES as M } from './messages';
import { useInspectorStyles } from './styles';

const CRASHED = 'PORTICO_E_CONTRIBUTION_CRASHED';

/** The hint table, once its lazy chunk is here (undefined until then, and if it did not load). */
function useHints(): DiagnosticHints | undefined {
  const [hints, setHints] = useState<DiagnosticHints>();
  useEffect(() => {
    let live = true;
    void loadHints().then((h) => {
      if (live) setHints(h);
    });
    return () => {
      live = false;
    };
  }, []);
  return hints;
}

/** Every diagnostic (code, plugin, key, message, hint), then each crash with its stacks. */
export function DiagnosticsPanel({ diagnostics }: { diagnostics: readonly Diagnostic[] }) {
  const s = useInspectorStyles();
  const hints = useHints();
  const crashes = diagnostics.filter((d) => d.code === CRASHED);
  return (
    <>
      <h2 className={s.heading} id="inspector-diagnostics-heading">
        {M.diagnostics.heading}
      </h2>
      <p className={s.caption}>{M.diagnostics.caption}</p>
      {diagnostics.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <Table className={s.table} aria-labelledby="inspector-diagnostics-heading" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col">{M.diagnostics.code}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.diagnostics.plugin}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.diagnostics.key}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.diagnostics.message}</TableHeaderCell>
              <TableHeaderCell scope="col">{M.diagnostics.hint}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {diagnostics.map((d, i) => (
              <TableRow key={i} data-code={d.code}>
                <TableCell className={s.cell}>
                  <code className={s.code}>{d.code}</code>
                </TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{d.pluginId ?? M.none}</code>
                </TableCell>
                <TableCell className={s.cell}>
                  <code className={s.code}>{d.key ?? M.none}</code>
                </TableCell>
                <TableCell className={s.cell}>{d.message}</TableCell>
                <TableCell className={s.cell}>{hints?.[d.code] ?? M.none}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <h3 className={s.subheading}>{M.diagnostics.crashesHeading}</h3>
      {crashes.length === 0 ? (
        <p>{M.diagnostics.crashesEmpty}</p>
      ) : (
        crashes.map((d, i) => (
          <section key={i} className={s.crash} aria-labelledby={`inspector-crash-${i}`} data-crash={d.key}>
            <h4 className={s.code} id={`inspector-crash-${i}`}>
              {d.key} · {d.pluginId}
            </h4>
            <p>{d.message}</p>
            <h5 className={s.small}>{M.diagnostics.stack}</h5>
            <pre className={s.stack} data-stack="error">
              {d.stack ?? M.none}
            </pre>
            <h5 className={s.small}>{M.diagnostics.componentStack}</h5>
            <pre className={s.stack} data-stack="component">
              {d.componentStack?.replace(/^\n+/, '') ?? M.none}
            </pre>
          </section>
        ))
      )}
    </>
  );
}
