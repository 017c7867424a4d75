import { useRef } from 'react';
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { HELP_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import type { QuestionsState } from './use-questions';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tabs: { overflowX: 'hidden', flexGrow: 1 },
});

/** How far a scroll arrow moves the question-type tabs. */
const TAB_SCROLL_PX = 160;

/**
 * The question-type tabs (spec §2.8, §9: scroll arrows beyond 5). Choosing one says its
 * recommended questions in the conversation.
 */
export function QuestionTypes({ state }: { readonly state: QuestionsState }) {
  const styles = useStyles();
  const tabsRef = useRef<HTMLDivElement>(null);
  const { types } = state;
  const arrows = types.length > HELP_LIMITS.tabsWithoutArrows;
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
          <div className={styles.tabs} ref={tabsRef}>
            <TabList
              aria-label={MESSAGES.types}
              size="small"
              selectedValue={state.type ?? ''}
              onTabSelect={(_, d) => state.selectType(d.value ? String(d.value) : null)}
            >
              <Tab value="">{MESSAGES.allTypes}</Tab>
              {types.map((t) => (
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
    </>
  );
}
