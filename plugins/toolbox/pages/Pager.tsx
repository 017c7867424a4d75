import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { VisuallyHidden } from '@portico/ui';
import { LIST_MESSAGES as L } from './shared-messages';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalM,
  },
});

/** Props of {@link Pager}. */
export interface PagerProps {
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  /** A page is loading: the buttons wait. */
  readonly busy: boolean;
  readonly onPage: (page: number) => void;
}

/** 共 N 条 with previous/next page buttons and the page number (announced when it changes). */
export function Pager({ page, pageCount, total, busy, onPage }: PagerProps) {
  const s = useStyles();
  return (
    <nav className={s.pager} aria-label={L.pager}>
      <Text>{L.total(total)}</Text>
      <Button
        size="small"
        icon={<ChevronLeft16Regular />}
        disabledFocusable={page <= 1 || busy}
        onClick={() => page > 1 && !busy && onPage(page - 1)}
      >
        {L.previousPage}
      </Button>
      <Text aria-hidden="true">{L.pageOf(page, pageCount)}</Text>
      <VisuallyHidden role="status">{L.pageStatus(page, pageCount)}</VisuallyHidden>
      <Button
        size="small"
        icon={<ChevronRight16Regular />}
        iconPosition="after"
        disabledFocusable={page >= pageCount || busy}
        onClick={() => page < pageCount && !busy && onPage(page + 1)}
      >
        {L.nextPage}
      </Button>
    </nav>
  );
}
