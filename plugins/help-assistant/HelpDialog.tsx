import { useEffect, useId, useRef, useState } from 'react';
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
import { navigationRef, usePermission, useService } from '@portico/sdk';
import { useOpenLink } from '@portico/ui';
import type { HelpApi, HotArticle, Question, QuestionType } from './api';
import { Conversation, type ChatEntry } from './Conversation';
import { AD_DIAGNOSIS_MENU, AD_DIAGNOSIS_PATH, ANSWER_STATUS, HELP_LIMITS, WORK_ORDER_PATH } from './constants';
import { MESSAGES } from './messages';
import { helpOptionsRef } from './options-ref';

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
  composer: { flexShrink: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  send: { marginLeft: 'auto' },
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
    flexShrink: 0,
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
  const counterId = useId();

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
        <DialogBody className={styles.body}>
          <DialogTitle
            action={<Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />}
          >
            {MESSAGES.dialog}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <Conversation chat={chat} onFeedback={feedback} workOrderLink={workOrderLink} />
            <div className={styles.composer}>
              <Field label={MESSAGES.input}>
                <Textarea
                  value={input}
                  maxLength={HELP_LIMITS.maxInput}
                  resize="none"
                  aria-describedby={counterId}
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
                <span id={counterId} className={styles.counter}>
                  {MESSAGES.counter(input.length, HELP_LIMITS.maxInput)}
                </span>
                <Button className={styles.send} appearance="primary" disabled={!input.trim()} onClick={send}>
                  {MESSAGES.send}
                </Button>
              </div>
            </div>

            <div className={styles.more}>
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
            </div>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
