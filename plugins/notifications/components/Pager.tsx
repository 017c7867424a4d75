import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { VisuallyHidden } from '@portico/ui';
import { MESSAGES } from '../messages';
import { useMessageStore } from '../message-store-ref';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** 共 N 条 with previous/next page buttons (page size 10, spec §9). */
const Pager = observer(function Pager() {
  const styles = useStyles();
  const store = useMessageStore();
  const { page, pageCount, totalCount } = store;
  const loading = store.status === 'loading';
  return (
    <nav className={styles.pager} aria-label={MESSAGES.pager}>
      <span>{MESSAGES.total(totalCount)}</span>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeft16Regular />}
        aria-label={MESSAGES.previousPage}
        disabledFocusable={page <= 1 || loading}
        onClick={() => page > 1 && !loading && void store.loadPage(page - 1)}
      />
      <span aria-hidden="true">{MESSAGES.pageOf(page, pageCount)}</span>
      <VisuallyHidden role="status">{MESSAGES.pageStatus(page, pageCount)}</VisuallyHidden>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRight16Regular />}
        aria-label={MESSAGES.nextPage}
        disabledFocusable={page >= pageCount || loading}
        onClick={() => page < pageCount && !loading && void store.loadPage(page + 1)}
      />
    </nav>
  );
});

export default Pager;
