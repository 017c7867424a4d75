import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useFocusReturn, wrapTab } from '@portico/ui';
import type { HelpApi } from './api';
import { Conversation } from './Conversation';
import { toolboxRoutes } from '@portico/plugin/toolbox';
import { HELP_LIMITS } from './constants';
import { CommonFunctions } from './dialog/CommonFunctions';
import { Composer } from './dialog/Composer';
import { HotArticles } from './dialog/HotArticles';
import { QuestionSearch } from './dialog/QuestionSearch';
import { QuestionTypes } from './dialog/QuestionTypes';
import { useChat } from './dialog/use-chat';
import { useQuestions } from './dialog/use-questions';
import { MESSAGES } from './messages';

// The conversation and the composer always show; the other parts scroll below them when the
// window is short. The surface keeps a margin inside the window, whatever its height.
const useStyles = makeStyles({
  surface: {
    width: `${HELP_LIMITS.dialogWidthPx}px`,
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
  },
  body: { maxHeight: 'calc(100vh - 32px - 48px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflowY: 'hidden' },
  more: {
    flexGrow: 0,
    flexShrink: 1,
    minHeight: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  link: { color: tokens.colorBrandForegroundLink },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** 猜你想问 of all types, said as the dialog opens; its questions fill it when they arrive. */
const OPENING = {
  recommendTitle: MESSAGES.recommended,
  recommendType: null,
  recommendPage: 0,
  questions: [],
} as const;

/** Props of {@link HelpDialog}. */
export interface HelpDialogProps {
  readonly api: HelpApi;
  /** Work orders with new progress (the 常用功能 badge, capped at 99). */
  readonly workOrders: number;
  readonly onWorkOrdersSeen: () => void;
  readonly onClose: () => void;
}

/**
 * The help dialog (spec §2.8, §5, §9): chat history, in which recommended questions are said 5 per
 * page with 换一换 (800 ms lock) on the newest; question-type tabs with scroll arrows beyond 5; a search box with suggestions
 * (300 ms debounce, at most 5, only with an id); a 200-character input (Enter sends, Shift+Enter
 * a new line); answers as sanitised HTML with 已解决/未解决 feedback; hot articles (173 px); and
 * 常用功能 with the work-order badge. Each part lives in `dialog/`.
 */
export default function HelpDialog({ api, workOrders, onWorkOrdersSeen, onClose }: HelpDialogProps) {
  const styles = useStyles();
  const { chat, ask, feedback, recommend } = useChat(api, OPENING);
  const questions = useQuestions(api);
  const { ready, type, page, shown, types } = questions;
  // The recommendations of the chosen type and page are said in the conversation (spec §3).
  useEffect(() => {
    if (!ready) return;
    const name = type === null ? undefined : types.find((t) => t.id === type)?.name;
    recommend({
      recommendTitle: name ? MESSAGES.recommendedOf(name) : MESSAGES.recommended,
      recommendType: type,
      recommendPage: page,
      questions: shown,
    });
  }, [ready, type, page, shown, types, recommend]);
  // Mounted only while open: closing (Escape, 关闭) gives focus back to the entry that opened it.
  const surfaceRef = useFocusReturn(true);
  const workOrderLink = (label: string) => (
    <RouterLink to={toolboxRoutes.workOrders.path} className={styles.link} onClick={onWorkOrdersSeen}>
      {label}
    </RouterLink>
  );

  return (
    <Dialog open modalType="non-modal" onOpenChange={(_, d) => !d.open && onClose()}>
      {/* Non-modal (the page stays usable beside it), yet Tab stays inside while it is open. */}
      <DialogSurface ref={surfaceRef} className={styles.surface} onKeyDown={wrapTab}>
        <DialogBody className={styles.body}>
          <DialogTitle
            action={<Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />}
          >
            {MESSAGES.dialog}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <Conversation
              chat={chat}
              onFeedback={feedback}
              workOrderLink={workOrderLink}
              onAsk={ask}
              canSwitch={questions.total > HELP_LIMITS.recommendationsPerPage}
              onSwitch={questions.switchPage}
            />
            <Composer onSend={ask} />
            <div className={styles.more}>
              {questions.loadFailed && <p className={styles.error}>{MESSAGES.loadFailed}</p>}
              <QuestionTypes state={questions} />
              <QuestionSearch api={api} onAsk={ask} />
              <HotArticles api={api} />
              <CommonFunctions workOrders={workOrders} onWorkOrdersSeen={onWorkOrdersSeen} onClose={onClose} />
            </div>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
