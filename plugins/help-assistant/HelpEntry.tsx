import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChatHelp24Filled, ChatHelp24Regular } from '@fluentui/react-icons';
import { eventBusRef, requestRef, storageRef, useService, useSession } from '@portico/sdk';
import { portalTokens } from '@portico/ui';
import { HelpApi } from './api';
import { ENTRY_SIZE_PX, KEY_STEP_PX, PLUGIN_ID, STORAGE } from './constants';
import { MESSAGES } from './messages';
import { clamp, defaultPlace, dockRoom, isPlace, type Place } from './position';
import { seenSignalRef } from './seen-signal';

const HelpDialog = lazy(() => import('./HelpDialog'));

/** The entry is centred in the layout's dock at the window's right edge. */
const IN_DOCK = `calc((${portalTokens.spacingPortalDock} - ${ENTRY_SIZE_PX}px) / 2)`;

// Above the page (which leaves the dock free anyway), below every Fluent portal layer (dialogs
// and their backdrops, menus, popovers: z-index 1000000).
const useStyles = makeStyles({
  entry: {
    position: 'fixed',
    zIndex: 900,
    right: IN_DOCK,
    width: `${ENTRY_SIZE_PX}px`,
    height: `${ENTRY_SIZE_PX}px`,
    borderRadius: tokens.borderRadiusCircular,
    border: 'none',
    cursor: 'grab',
    touchAction: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow16,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  badge: { position: 'absolute', top: '-4px', right: '-4px' },
  // In the dock too, above the entry (below it when the entry is high up), its text wrapped.
  progress: {
    position: 'fixed',
    zIndex: 900,
    right: '4px',
    boxSizing: 'border-box',
    width: `calc(${portalTokens.spacingPortalDock} - 8px)`,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    textAlign: 'center',
  },
});

const HIDDEN = { display: 'none' } as const;

/** Space between the entry and its progress note. */
const NOTE_GAP_PX = 8;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The floating entry (spec §2.8), in the layout's dock at the right edge: draggable up and down
 * with the pointer and with the arrow keys, kept inside the dock on resize, its place remembered
 * per owner; hover changes its icon. New work-order
 * progress (to be confirmed, last 30 days) shows 您提交的工单有新进度 and a 新 badge until the
 * work-order link is clicked or the work-order page says it was seen (`work-orders:seen`).
 */
function HelpEntryView() {
  const styles = useStyles();
  const session = useSession();
  const request = useService(requestRef);
  const events = useService(eventBusRef);
  const storage = useService(storageRef);
  const signal = useService(seenSignalRef);
  const store = useMemo(() => storage.scope(PLUGIN_ID), [storage]);
  const api = useMemo(() => new HelpApi(request), [request]);
  const [place, setPlace] = useState<Place>(() => {
    const room = dockRoom();
    return clamp(store.read('local', STORAGE.position, defaultPlace(room), isPlace), room);
  });
  const [hover, setHover] = useState(false);
  const [open, setOpen] = useState(false);
  const entryRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closed with the focus on nothing (the dialog's own return found no place: its surface left
  // with it): the focus goes back to the entry, never to the page body (WCAG 2.4.3).
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) entryRef.current?.focus();
  }, [open]);
  const [progress, setProgress] = useState(0);
  const [seen, setSeen] = useState(() => store.read('local', STORAGE.seenWorkOrders, 0, isCount));
  const drag = useRef<{ dy: number; moved: boolean } | null>(null);
  /** A drag that moved ends with a click event; that click must not open the dialog. */
  const dragged = useRef(false);
  const loginType = session.user?.loginType ?? 0;

  const keep = (next: Place) => {
    const p = clamp(next, dockRoom());
    setPlace(p);
    store.write('local', STORAGE.position, p);
  };

  useEffect(() => {
    const onResize = () => setPlace((p) => clamp(p, dockRoom()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const markSeen = useMemo(
    () => (count: number) => {
      setSeen(count);
      store.write('local', STORAGE.seenWorkOrders, count);
    },
    [store],
  );
  /** The progress has been read (a seen event before that waits in the plugin's signal). */
  const counted = useRef(false);

  useEffect(() => {
    let live = true;
    api
      .workOrderProgress(loginType, Date.now())
      .then((n) => {
        if (!live) return;
        counted.current = true;
        setProgress(n);
        if (signal.pending) {
          signal.pending = false;
          markSeen(n);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, loginType, signal, markSeen]);

  useEffect(
    () =>
      events.on('work-orders:seen', () => {
        if (!counted.current) return;
        signal.pending = false;
        markSeen(progress);
      }),
    [events, markSeen, progress, signal],
  );

  const fresh = progress > 0 && progress !== seen;

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { dy: e.clientY - place.y, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const next = { y: e.clientY - d.dy };
    if (!d.moved && Math.abs(next.y - place.y) < 4) return;
    d.moved = true;
    setPlace(clamp(next, dockRoom()));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    dragged.current = !!d?.moved;
    if (d?.moved) keep(place);
  };
  const onClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    setOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, number> = { ArrowUp: -KEY_STEP_PX, ArrowDown: KEY_STEP_PX };
    const move = step[e.key];
    if (!move) return;
    e.preventDefault();
    keep({ y: place.y + move });
  };

  return (
    <>
      {fresh && (
        <div
          className={styles.progress}
          role="status"
          data-help-progress=""
          style={
            // Above the entry while there is room above it (the upper half of the window), else below.
            place.y > window.innerHeight / 2
              ? { bottom: window.innerHeight - place.y + NOTE_GAP_PX }
              : { top: place.y + ENTRY_SIZE_PX + NOTE_GAP_PX }
          }
        >
          {MESSAGES.progress}
        </div>
      )}
      <button
        ref={entryRef}
        type="button"
        className={mergeClasses(styles.entry)}
        style={{ top: place.y }}
        aria-label={fresh ? `${MESSAGES.entry}（${MESSAGES.progress}）` : MESSAGES.entry}
        title={MESSAGES.entryHint}
        data-testid="help-entry"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerEnter={() => setHover(true)}
        onPointerLeave={() => setHover(false)}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {/* Both icons stay in the DOM, one hidden: swapping the element under a press made the
            browser drop the click when the hover's re-render came between press and release. */}
        <ChatHelp24Filled data-icon="hover" style={hover ? undefined : HIDDEN} />
        <ChatHelp24Regular data-icon="rest" style={hover ? HIDDEN : undefined} />
        {fresh && (
          <Badge className={styles.badge} color="danger" size="small" aria-hidden="true">
            {MESSAGES.badgeNew}
          </Badge>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HelpDialog
            api={api}
            workOrders={progress}
            onWorkOrdersSeen={() => {
              markSeen(progress);
              events.emit('work-orders:seen', { source: PLUGIN_ID });
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

const HelpEntry = observer(HelpEntryView);
export default HelpEntry;
