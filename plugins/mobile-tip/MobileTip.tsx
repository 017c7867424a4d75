import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { navigationRef, reporterRef, storageRef, useService } from '@portico/sdk';
import { measureWithRetry, useFocusReturn } from '@portico/ui';
import { DISMISSED, isMobileBrowser, MOBILE_SITE, STORAGE_NAMESPACE, viewportWidth } from './constants';
import { MESSAGES } from './messages';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * Offers owners on a mobile browser the move to the mobile site (spec §1, §2.2). A window not laid
 * out yet has no width: it is measured again on the spec §9 schedule (10 times, 200 ms apart); if it
 * never has one, that is reported and the user agent alone decides.
 */
export default function MobileTip() {
  const navigation = useService(navigationRef);
  const reporter = useService(reporterRef);
  const storageService = useService(storageRef);
  const storage = useMemo(() => storageService.scope(STORAGE_NAMESPACE), [storageService]);
  const [open, setOpen] = useState(false);
  const surfaceRef = useFocusReturn(open);
  useEffect(() => {
    const looking = new AbortController();
    const decide = (width: number | null) =>
      setOpen(isMobileBrowser(width, navigator.userAgent) && !storage.read('session', DISMISSED, false, isBoolean));
    measureWithRetry(viewportWidth, 'the viewport width (mobile tip)', looking.signal).then(decide, (err: unknown) => {
      if (looking.signal.aborted) return;
      console.warn('[portico] mobile-tip:', err);
      reporter.error(err);
      decide(null);
    });
    return () => looking.abort();
  }, [storage, reporter]);
  const stay = () => {
    storage.write('session', DISMISSED, true);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && stay()}>
      <DialogSurface ref={surfaceRef}>
        <DialogBody>
          <DialogTitle>{MESSAGES.title}</DialogTitle>
          <DialogContent>{MESSAGES.body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={stay}>
              {MESSAGES.stay}
            </Button>
            <Button appearance="primary" onClick={() => navigation.open(MOBILE_SITE)}>
              {MESSAGES.go}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
