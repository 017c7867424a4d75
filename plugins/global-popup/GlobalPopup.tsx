import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { requestRef, storageRef, useService } from '@portico/sdk';
import { SafeHtml, useFocusReturn, useOpenLink } from '@portico/ui';
import { due, isShownAt, menuIdOf, parsePopups, type Popup } from './api';
import { PLUGIN_ID, POPUP_API, REPEAT_AFTER_MS, SHOWN_STORAGE_NAME } from './constants';
import { MESSAGES } from './messages';

const useStyles = makeStyles({
  content: {
    '& p': { marginTop: 0 },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});

/**
 * The global popup (spec §2.6): asks `queryPop` with the menu id of this page (our table), shows
 * each popup that was not shown to this owner in the last 24 h — one at a time, in a modal
 * Fluent Dialog (focus trapped, Escape closes, focus goes back to where it was before the first
 * one) — and records when it was shown.
 * The jump button exists only with both `buttonTitle` and `jumpUrl`; its address goes through
 * the safe-link check, and a refused one tells the user and keeps the popup open.
 */
export default function GlobalPopup() {
  const styles = useStyles();
  const request = useService(requestRef);
  const storage = useService(storageRef);
  const store = useMemo(() => storage.scope(PLUGIN_ID), [storage]);
  // The jump address comes from the server: portal pages and allowed https hosts only.
  const openLink = useOpenLink();
  const menuId = menuIdOf(useLocation().pathname);
  const [queue, setQueue] = useState<Popup[]>([]);

  useEffect(() => {
    if (menuId === null) return;
    let live = true;
    request
      .call<unknown>(POPUP_API, { menuId }, { mode: 'json', silent: true })
      .then((data) => {
        if (!live) return;
        const shownAt = store.read('local', SHOWN_STORAGE_NAME, {}, isShownAt);
        const fresh = due(parsePopups(data), shownAt, Date.now(), REPEAT_AFTER_MS);
        setQueue((q) => [...q, ...fresh.filter((p) => !q.some((x) => x.id === p.id))]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [menuId, request, store]);

  const current = queue[0];
  // No trigger: focus goes back to where it was when the first popup came (nowhere on a cold load).
  const surfaceRef = useFocusReturn(current !== undefined);
  useEffect(() => {
    if (!current) return;
    // Recorded when shown, so a reload within 24 h does not show it again.
    const shownAt = store.read('local', SHOWN_STORAGE_NAME, {}, isShownAt);
    store.write('local', SHOWN_STORAGE_NAME, { ...shownAt, [current.id]: Date.now() });
  }, [current, store]);

  if (!current) return null;
  const next = () => setQueue((q) => q.slice(1));
  const jump = () => {
    if (current.jump && openLink(current.jump.url, '_self')) next();
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && next()}>
      <DialogSurface ref={surfaceRef} aria-describedby={`popup-${current.id}-content`}>
        <DialogBody>
          <DialogTitle>{current.topicName}</DialogTitle>
          <DialogContent>
            <SafeHtml id={`popup-${current.id}-content`} html={current.content} className={styles.content} />
          </DialogContent>
          <DialogActions>
            <Button appearance={current.jump ? 'secondary' : 'primary'} onClick={next}>
              {MESSAGES.later}
            </Button>
            {current.jump && (
              <Button appearance="primary" onClick={jump}>
                {current.jump.title}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
