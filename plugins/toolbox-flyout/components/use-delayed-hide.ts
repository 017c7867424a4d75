import { useCallback, useEffect, useRef, useState } from 'react';

/** Open state that shows at once and hides `hideDelayMs` after `hideLater`, unless shown again meanwhile. */
export function useDelayedHide(hideDelayMs: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);
  const hideLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(hide, hideDelayMs);
  }, [cancel, hide, hideDelayMs]);
  useEffect(() => cancel, [cancel]);
  return { open, show, hide, hideLater };
}
