import { useRef, type FocusEvent } from 'react';
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { Pager, useClientPages } from '@portico/ui';
import { HELP_LIMITS, TYPE_TABS_PER_PAGE } from '../constants';
import { MESSAGES } from '../messages';
import type { QuestionsState } from './use-questions';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tabs: { overflowX: 'hidden', flexGrow: 1 },
});

/** How far a scroll arrow moves the question-type tabs. */
const TAB_SCROLL_PX = 160;

/**
 * A tab that takes the focus is brought wholly into the strip (its overflow is hidden, so the
 * browser may leave it clipped under a scroll arrow: WCAG 2.4.11), and the strip into the dialog.
 */
const revealFocused = (e: FocusEvent<HTMLElement>) => {
  // Feature-checked: not every DOM implements it (jsdom).
  if (e.target instanceof HTMLElement && 'scrollIntoView' in e.target)
    e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
};

/**
 * The question-type tabs (spec §2.8, §9: scroll arrows beyond 5). Choosing one says its
 * recommended questions in the conversation. The types are not paged by the server:
 * {@link TYPE_TABS_PER_PAGE} tabs render at once, with the kit's pager (分类分页) for the rest.
 */
export function QuestionTypes({ state }: { readonly state: QuestionsState }) {
  const styles = useStyles();
  const tabsRef = useRef<HTMLDivElement>(null);
  const { types } = state;
  const typePages = useClientPages(types, TYPE_TABS_PER_PAGE);
  const arrows = typePages.rows.length > HELP_LIMITS.tabsWithoutArrows;
  const scrollTabs = (dir: number) => tabsRef.current?.scrollBy({ left: dir * TAB_SCROLL_PX, behavior: 'smooth' });
  return (
    <>
      {types.length > 0 && (
        <div className={styles.row}>
          {arrows && (
            <Button
              appearance="subtle"
              aria-label={MESSAGES.scrollLeft}
              icon={<ChevronLeft20Regular />}
              onClick={() => scrollTabs(-1)}
            />
          )}
          <div className={styles.tabs} ref={tabsRef} onFocus={revealFocused}>
            <TabList
              aria-label={MESSAGES.types}
              size="small"
              selectedValue={state.type ?? ''}
              onTabSelect={(_, d) => state.selectType(d.value ? String(d.value) : null)}
            >
              <Tab value="">{MESSAGES.allTypes}</Tab>
              {typePages.rows.map((t) => (
                <Tab key={t.id} value={t.id}>
                  {t.name}
                </Tab>
              ))}
            </TabList>
          </div>
          {arrows && (
            <Button
              appearance="subtle"
              aria-label={MESSAGES.scrollRight}
              icon={<ChevronRight20Regular />}
              onClick={() => scrollTabs(1)}
            />
          )}
        </div>
      )}
      {typePages.total > typePages.pageSize && (
        <Pager
          label={MESSAGES.typePages}
          page={typePages.page}
          pageSize={typePages.pageSize}
          total={typePages.total}
          onPageChange={(page) => {
            typePages.setPage(page);
            if (tabsRef.current) tabsRef.current.scrollLeft = 0;
          }}
        />
      )}
    </>
  );
}
