import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Button,
  Combobox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Option,
  Tab,
  TabList,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular, Dismiss24Regular } from '@fluentui/react-icons';
import { navigationRef, SafeHtml, useOpenLink, usePermission, useService } from '@portico/sdk';
import type { Answer, HelpApi, HotArticle, Question, QuestionType } from './api';
import { AD_DIAGNOSIS_MENU, AD_DIAGNOSIS_PATH, ANSWER_STATUS, HELP_LIMITS, WORK_ORDER_PATH } from './constants';
import { MESSAGES } from './messages';
import { helpOptionsRef } from './options-ref';

const useStyles = makeStyles({
  surface: { width: `${HELP_LIMITS.dialogWidthPx}px`, maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  chat: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '220px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    listStyleType: 'none',
  },
  mine: {
    alignSelf: 'flex-end',
    backgroundColor: tokens.colorBrandBackground2,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  theirs: {
    alignSelf: 'flex-start',
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tabs: { overflowX: 'hidden', flexGrow: 1 },
  questions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  carousel: {
    height: `${HELP_LIMITS.carouselHeightPx}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  slide: { height: '100%', flexGrow: 1, objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, minWidth: 0 },
  // An article whose picture is on a host the portal does not load from shows its title instead.
  slideText: {
    height: '100%',
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(5, 1fr)',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  fn: { position: 'relative', width: '100%' },
  fnBadge: { position: 'absolute', top: '-6px', right: '-6px' },
  counter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  link: { color: tokens.colorBrandForegroundLink },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** One entry of the chat (spec §3): the user's input, or the assistant's answer. */
type ChatEntry =
  | { readonly type: 'input'; readonly key: number; readonly inputText: string }
  | {
      readonly type: 'output';
      readonly key: number;
      readonly answer: Answer | null;
      readonly answerStatus: number;
      readonly failed?: boolean;
    };

/** Props of {@link HelpDialog}. */
export interface HelpDialogProps {
  readonly api: HelpApi;
  /** Work orders with new progress (the 常用功能 badge, capped at 99). */
  readonly workOrders: number;
  readonly onWorkOrdersSeen: () => void;
  readonly onClose: () => void;
}

const cap = (n: number) => (n > HELP_LIMITS.badgeCap ? `${HELP_LIMITS.badgeCap}+` : String(n));

/**
 * The help dialog (spec §2.8, §5, §9): chat history; recommended questions 5 per page with 换一换
 * (800 ms lock); question-type tabs with scroll arrows beyond 5; a search box with suggestions
 * (300 ms debounce, at most 5, only with an id); a 200-character input (Enter sends, Shift+Enter
 * a new line); answers as sanitised HTML with 已解决/未解决 feedback; hot articles (173 px); and
 * 常用功能 with the work-order badge.
 */
export default function HelpDialog({ api, workOrders, onWorkOrdersSeen, onClose }: HelpDialogProps) {
  const styles = useStyles();
  const options = useService(helpOptionsRef);
  const openLink = useOpenLink();
  const navigation = useService(navigationRef);
  const canDiagnose = usePermission({ menu: AD_DIAGNOSIS_MENU });
  const [types, setTypes] = useState<QuestionType[]>([]);
  const [type, setType] = useState<string | null>(null);
  const [questions, setQuestions] = useState<Question[]>([]);
  const [page, setPage] = useState(0);
  const locked = useRef(false);
  const [articles, setArticles] = useState<HotArticle[]>([]);
  const [slide, setSlide] = useState(0);
  const [chat, setChat] = useState<ChatEntry[]>([]);
  const nextKey = useRef(1);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Question[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api.types().then(setTypes, () => setLoadFailed(true));
    api.hotArticles().then(setArticles, () => undefined);
  }, [api]);

  useEffect(() => {
    let live = true;
    api.questions(type).then(
      (list) => {
        if (!live) return;
        setQuestions(list);
        setPage(0);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, type]);

  // Spec §5: suggestions 300 ms after the last keystroke, at most 5, only items with an id.
  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api.suggest(text, abort.signal).then(setSuggestions, () => undefined);
    }, HELP_LIMITS.debounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, query]);

  const pages = Math.max(1, Math.ceil(questions.length / HELP_LIMITS.recommendationsPerPage));
  const shown = questions.slice(
    (page % pages) * HELP_LIMITS.recommendationsPerPage,
    ((page % pages) + 1) * HELP_LIMITS.recommendationsPerPage,
  );
  const switchPage = () => {
    if (locked.current) return;
    locked.current = true;
    setPage((p) => (p + 1) % pages);
    setTimeout(() => (locked.current = false), HELP_LIMITS.switchLockMs);
  };

  const ask = (text: string) => {
    const title = text.trim();
    if (!title) return;
    const inKey = nextKey.current++;
    const outKey = nextKey.current++;
    setChat((c) => [...c, { type: 'input', key: inKey, inputText: title }]);
    api.answer(title).then(
      (answer) => setChat((c) => [...c, { type: 'output', key: outKey, answer, answerStatus: ANSWER_STATUS.AWAITING }]),
      () =>
        setChat((c) => [
          ...c,
          { type: 'output', key: outKey, answer: null, answerStatus: ANSWER_STATUS.AWAITING, failed: true },
        ]),
    );
  };
  const send = () => {
    ask(input);
    setInput('');
  };
  const feedback = (key: number, id: string, status: number) => {
    setChat((c) => c.map((e) => (e.key === key && e.type === 'output' ? { ...e, answerStatus: status } : e)));
    api.resolve(id, status).catch(() => undefined);
  };

  const scrollTabs = (dir: number) => tabsRef.current?.scrollBy({ left: dir * 160, behavior: 'smooth' });
  const workOrderLink = (label: string) => (
    <RouterLink to={WORK_ORDER_PATH} className={styles.link} onClick={onWorkOrdersSeen}>
      {label}
    </RouterLink>
  );
  const functions: Array<{ key: string; label: string; badge?: number; open: () => void }> = [
    {
      key: 'workOrders',
      label: MESSAGES.workOrders,
      badge: workOrders,
      open: () => {
        onWorkOrdersSeen();
        openLink(WORK_ORDER_PATH);
        onClose();
      },
    },
    { key: 'helpCenter', label: MESSAGES.helpCenter, open: () => openLink(options.links.helpCenter, '_blank') },
    { key: 'apiDoc', label: MESSAGES.apiDoc, open: () => openLink(options.links.apiDoc, '_blank') },
    { key: 'school', label: MESSAGES.marketingSchool, open: () => openLink(options.links.marketingSchool, '_blank') },
    ...(canDiagnose
      ? [{ key: 'diagnosis', label: MESSAGES.adDiagnosis, open: () => (openLink(AD_DIAGNOSIS_PATH), onClose()) }]
      : []),
  ];
  const article = articles.length ? articles[slide % articles.length] : undefined;

  return (
    <Dialog open modalType="non-modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={<Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />}
          >
            {MESSAGES.dialog}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <ul className={styles.chat} aria-label="对话记录" aria-live="polite">
              <li className={styles.theirs}>{MESSAGES.greeting}</li>
              {chat.map((e) =>
                e.type === 'input' ? (
                  <li key={e.key} className={styles.mine}>
                    {e.inputText}
                  </li>
                ) : (
                  <li key={e.key} className={styles.theirs}>
                    {e.answer ? (
                      <>
                        <SafeHtml html={e.answer.answer} />
                        {e.answerStatus === ANSWER_STATUS.AWAITING ? (
                          <div className={styles.row}>
                            <Button size="small" onClick={() => feedback(e.key, e.answer!.id, ANSWER_STATUS.RESOLVED)}>
                              {MESSAGES.resolved}
                            </Button>
                            <Button
                              size="small"
                              onClick={() => feedback(e.key, e.answer!.id, ANSWER_STATUS.UNRESOLVED)}
                            >
                              {MESSAGES.unresolved}
                            </Button>
                          </div>
                        ) : e.answerStatus === ANSWER_STATUS.RESOLVED ? (
                          <p>{MESSAGES.thanks}</p>
                        ) : (
                          <p>
                            {MESSAGES.sorry} {workOrderLink(MESSAGES.feedbackLink)}
                          </p>
                        )}
                      </>
                    ) : (
                      <p>
                        {e.failed ? MESSAGES.loadFailed : MESSAGES.noAnswer} {workOrderLink(MESSAGES.feedbackLink)}
                      </p>
                    )}
                  </li>
                ),
              )}
            </ul>

            {loadFailed && <p className={styles.error}>{MESSAGES.loadFailed}</p>}

            {types.length > 0 && (
              <div className={styles.row}>
                {types.length > HELP_LIMITS.tabsWithoutArrows && (
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
                    selectedValue={type ?? ''}
                    onTabSelect={(_, d) => setType(d.value ? String(d.value) : null)}
                  >
                    <Tab value="">{MESSAGES.allTypes}</Tab>
                    {types.map((t) => (
                      <Tab key={t.id} value={t.id}>
                        {t.name}
                      </Tab>
                    ))}
                  </TabList>
                </div>
                {types.length > HELP_LIMITS.tabsWithoutArrows && (
                  <Button
                    appearance="subtle"
                    aria-label={MESSAGES.scrollRight}
                    icon={<ChevronRight20Regular />}
                    onClick={() => scrollTabs(1)}
                  />
                )}
              </div>
            )}

            <section aria-label={MESSAGES.recommended}>
              <div className={styles.row}>
                <strong>{MESSAGES.recommended}</strong>
                {questions.length > HELP_LIMITS.recommendationsPerPage && (
                  <Button appearance="transparent" size="small" onClick={switchPage}>
                    {MESSAGES.switch}
                  </Button>
                )}
              </div>
              <ul className={styles.questions}>
                {shown.map((q) => (
                  <li key={q.id}>
                    <Button size="small" onClick={() => ask(q.title)}>
                      {q.title}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>

            <Field label={MESSAGES.search}>
              <Combobox
                freeform
                value={query}
                placeholder={MESSAGES.search}
                onChange={(e) => {
                  setQuery(e.target.value);
                  if (!e.target.value.trim()) setSuggestions([]);
                }}
                onOptionSelect={(_, d) => {
                  if (d.optionText) ask(d.optionText);
                  setQuery('');
                  setSuggestions([]);
                }}
                aria-label={MESSAGES.search}
              >
                {suggestions.map((s) => (
                  <Option key={s.id} value={s.id}>
                    {s.title}
                  </Option>
                ))}
              </Combobox>
            </Field>

            <Field
              label={MESSAGES.input}
              hint={<span className={styles.counter}>{MESSAGES.counter(input.length, HELP_LIMITS.maxInput)}</span>}
            >
              <Textarea
                value={input}
                maxLength={HELP_LIMITS.maxInput}
                resize="vertical"
                onChange={(_, d) => setInput(d.value.slice(0, HELP_LIMITS.maxInput))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    if (input.trim()) send();
                  }
                }}
              />
            </Field>
            <div className={styles.row}>
              <Button appearance="primary" disabled={!input.trim()} onClick={send}>
                {MESSAGES.send}
              </Button>
            </div>

            {article && (
              <section aria-label={MESSAGES.hot} className={styles.carousel}>
                <Button
                  appearance="subtle"
                  aria-label={MESSAGES.previous}
                  icon={<ChevronLeft20Regular />}
                  onClick={() => setSlide((s) => (s + articles.length - 1) % articles.length)}
                />
                {/* Server content: a picture only from the portal's, the API's or an allowed https host. */}
                {navigation.isSafeImage(article.image) ? (
                  <img className={styles.slide} src={article.image} alt={article.title || MESSAGES.hot} />
                ) : (
                  <span className={styles.slideText}>{article.title || MESSAGES.hot}</span>
                )}
                <Button
                  appearance="subtle"
                  aria-label={MESSAGES.next}
                  icon={<ChevronRight20Regular />}
                  onClick={() => setSlide((s) => (s + 1) % articles.length)}
                />
              </section>
            )}

            <section aria-label={MESSAGES.functions}>
              <strong>{MESSAGES.functions}</strong>
              <ul className={styles.grid}>
                {functions.map((f) => (
                  <li key={f.key} className={styles.fn}>
                    <Button className={styles.fn} onClick={f.open}>
                      {f.label}
                    </Button>
                    {f.badge ? (
                      <Badge className={styles.fnBadge} color="danger" size="small">
                        {cap(f.badge)}
                      </Badge>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
