import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChatHelp24Filled, ChatHelp24Regular } from '@fluentui/react-icons';
import { eventBusRef, requestRef, storageRef, useService, useSession } from '@portico/sdk';
import { HelpApi } from './api';
import { ENTRY_SIZE_PX, KEY_STEP_PX, PLUGIN_ID, STORAGE } from './constants';
import { MESSAGES } from './messages';
import { clamp, defaultPosition, isPosition, type Position } from './position';
import { seenSignalRef } from './seen-signal';

const HelpDialog = lazy(() => import('./HelpDialog'));

const useStyles = makeStyles({
  entry: {
    position: 'fixed',
    zIndex: 900,
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
  progress: {
    position: 'fixed',
    zIndex: 900,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
});

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The floating entry (spec §2.8): draggable with the pointer and with the arrow keys, kept inside
 * the window on resize, its place remembered per owner; hover changes its icon. New work-order
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
  const [position, setPosition] = useState<Position>(() =>
    clamp(store.read('local', STORAGE.position, defaultPosition(viewport()), isPosition), viewport()),
  );
  const [hover, setHover] = useState(false);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState(0);
  const [seen, setSeen] = useState(() => store.read('local', STORAGE.seenWorkOrders, 0, isCount));
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);
  /** A drag that moved ends with a click event; that click must not open the dialog. */
  const dragged = useRef(false);
  const loginType = session.user?.loginType ?? 0;

  const place = (next: Position) => {
    const p = clamp(next, viewport());
    setPosition(p);
    store.write('local', STORAGE.position, p);
  };

  useEffect(() => {
    const onResize = () => setPosition((p) => clamp(p, viewport()));
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
    drag.current = { dx: e.clientX - position.x, dy: e.clientY - position.y, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const next = { x: e.clientX - d.dx, y: e.clientY - d.dy };
    if (!d.moved && Math.abs(next.x - position.x) + Math.abs(next.y - position.y) < 4) return;
    d.moved = true;
    setPosition(clamp(next, viewport()));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    dragged.current = !!d?.moved;
    if (d?.moved) place(position);
  };
  const onClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    setOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP_PX, 0],
      ArrowRight: [KEY_STEP_PX, 0],
      ArrowUp: [0, -KEY_STEP_PX],
      ArrowDown: [0, KEY_STEP_PX],
    };
    const move = step[e.key];
    if (!move) return;
    e.preventDefault();
    place({ x: position.x + move[0], y: position.y + move[1] });
  };

  return (
    <>
      {fresh && (
        <div
          className={styles.progress}
          role="status"
          style={{ left: Math.max(0, position.x - 150), top: Math.max(0, position.y - 32) }}
        >
          {MESSAGES.progress}
        </div>
      )}
      <button
        type="button"
        className={mergeClasses(styles.entry)}
        style={{ left: position.x, top: position.y }}
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
        {hover ? <ChatHelp24Filled data-icon="hover" /> : <ChatHelp24Regular data-icon="rest" />}
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
