import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import type { ClientPages } from '../hooks/use-client-pages';
import { UI_MESSAGES } from '../messages';
import { useTextStyles } from './text-styles';
import { VisuallyHidden } from './VisuallyHidden';

const T = UI_MESSAGES.table;

const useStyles = /*#__PURE__*/ makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  steps: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalM,
  },
  compact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
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

/**
 * How a {@link Pager} looks. `numbers`: 共 N 条, 上一页, page numbers, 下一页 (a table's pager).
 * `steps`: 共 N 条, 上一页, 第 2 / 13 页, 下一页 (a list page). `compact`: 共 N 条 and icon-only
 * previous/next around 2 / 13 (a panel). `steps` and `compact` announce the new page to screen readers.
 */
export type PagerVariant = 'numbers' | 'steps' | 'compact';

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
  /** How the pager looks; `numbers` unless given. */
  readonly variant?: PagerVariant;
  /** A page is loading: previous and next wait (they stay focusable in `steps` and `compact`). */
  readonly busy?: boolean;
}

interface PlaceProps {
  readonly page: number;
  readonly pages: number;
  readonly busy: boolean;
  readonly go: (page: number) => void;
}

function NumberedPages({ page, pages, busy, go }: PlaceProps) {
  const styles = useStyles();
  return (
    <>
      <Button size="small" disabled={page <= 1 || busy} onClick={() => go(page - 1)}>
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
            onClick={() => p !== page && go(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= pages || busy} onClick={() => go(page + 1)}>
        {T.next}
      </Button>
    </>
  );
}

/** Previous and next around the page's place; with `labelled`, the buttons say 上一页/下一页 beside their icons. */
function SteppedPages({ page, pages, busy, go, labelled }: PlaceProps & { readonly labelled: boolean }) {
  const text = useTextStyles();
  const first = page <= 1 || busy;
  const last = page >= pages || busy;
  const step = (to: number, blocked: boolean) => () => !blocked && go(to);
  return (
    <>
      {labelled ? (
        <Button size="small" icon={<ChevronLeft16Regular />} disabledFocusable={first} onClick={step(page - 1, first)}>
          {T.previous}
        </Button>
      ) : (
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronLeft16Regular />}
          aria-label={T.previous}
          disabledFocusable={first}
          onClick={step(page - 1, first)}
        />
      )}
      {labelled ? (
        <span aria-hidden="true" className={mergeClasses(text.text, text.body1)}>
          {T.pageOf(page, pages)}
        </span>
      ) : (
        <span aria-hidden="true">{T.pageFraction(page, pages)}</span>
      )}
      <VisuallyHidden role="status">{T.pageStatus(page, pages)}</VisuallyHidden>
      {labelled ? (
        <Button
          size="small"
          icon={<ChevronRight16Regular />}
          iconPosition="after"
          disabledFocusable={last}
          onClick={step(page + 1, last)}
        >
          {T.next}
        </Button>
      ) : (
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronRight16Regular />}
          aria-label={T.next}
          disabledFocusable={last}
          onClick={step(page + 1, last)}
        />
      )}
    </>
  );
}

/**
 * The one pager of server-side lists (spec §9): `共 N 条` and the ways to another page, in the
 * {@link PagerVariant} the place calls for (a table's page numbers, a list's steps, a panel's
 * compact steps).
 */
export function Pager({ variant = 'numbers', busy = false, ...props }: PagerProps) {
  const styles = useStyles();
  const text = useTextStyles();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const page = Math.min(Math.max(1, props.page), pages);
  const place = { page, pages, busy, go: props.onPageChange };
  if (variant === 'numbers')
    return (
      <nav aria-label={props.label ?? T.pager} className={mergeClasses('portico-pager', styles.pager)}>
        <span className={styles.total}>{T.total(props.total)}</span>
        <NumberedPages {...place} />
      </nav>
    );
  return (
    <nav aria-label={props.label ?? T.pager} className={variant === 'steps' ? styles.steps : styles.compact}>
      {variant === 'steps' ? (
        <span className={mergeClasses(text.text, text.body1)}>{T.total(props.total)}</span>
      ) : (
        <span>{T.total(props.total)}</span>
      )}
      <SteppedPages {...place} labelled={variant === 'steps'} />
    </nav>
  );
}

/** Props of {@link ClientPager}. */
export interface ClientPagerProps {
  /** The list's pages within the client, as {@link useClientPages} gives them. */
  readonly pages: ClientPages<unknown>;
  /** The navigation's accessible name, for a page with more than one pager; default 分页. */
  readonly label?: string;
}

/**
 * The pager of a list paged within the client (`useClientPages`): nothing while the list fits on
 * one page, else the kit's {@link Pager} on those pages.
 * @example const pages = useClientPages(items, 100); … <ClientPager pages={pages} label="账户分页" />
 */
export function ClientPager({ pages, label }: ClientPagerProps) {
  if (pages.total <= pages.pageSize) return null;
  return (
    <Pager label={label} page={pages.page} pageSize={pages.pageSize} total={pages.total} onPageChange={pages.setPage} />
  );
}
