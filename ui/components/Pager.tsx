import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { UI_MESSAGES } from '../messages';

const T = UI_MESSAGES.table;

const useStyles = /*#__PURE__*/ makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  total: { marginRight: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  pageButton: { minWidth: '32px' },
  gap: { padding: `0 ${tokens.spacingHorizontalXS}`, color: tokens.colorNeutralForeground3 },
});

/** Page numbers to offer: first, last and two either side of the current one; null is a gap. */
function pageWindow(page: number, pages: number): Array<number | null> {
  const out: Array<number | null> = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Current page (1-based); clamped to the pages there are. */
  readonly page: number;
  readonly pageSize: number;
  /** Rows on all pages. */
  readonly total: number;
  readonly onPageChange: (page: number) => void;
  /** The navigation's accessible name, for a page with more than one pager; default 分页. */
  readonly label?: string;
}

/**
 * The pager of server-side lists (spec §9): `共 N 条`, 上一页/下一页 and page numbers (first,
 * last and two either side of the current one).
 */
export function Pager(props: PagerProps) {
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const page = Math.min(Math.max(1, props.page), pages);
  return (
    <nav aria-label={props.label ?? T.pager} className={mergeClasses('portico-pager', styles.pager)}>
      <span className={styles.total}>{T.total(props.total)}</span>
      <Button size="small" disabled={page <= 1} onClick={() => props.onPageChange(page - 1)}>
        {T.previous}
      </Button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={p}
            size="small"
            className={styles.pageButton}
            appearance={p === page ? 'primary' : 'subtle'}
            aria-label={T.page(p)}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => p !== page && props.onPageChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= pages} onClick={() => props.onPageChange(page + 1)}>
        {T.next}
      </Button>
    </nav>
  );
}
