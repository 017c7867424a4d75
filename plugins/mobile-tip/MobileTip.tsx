import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { navigationRef, storageRef, useService } from '@portico/sdk';
import { DISMISSED, isMobileBrowser, MOBILE_SITE, STORAGE_NAMESPACE } from './constants';
import { MESSAGES } from './messages';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Offers owners on a mobile browser the move to the mobile site (spec §1, §2.2). */
export default function MobileTip() {
  const navigation = useService(navigationRef);
  const storage = useService(storageRef).scope(STORAGE_NAMESPACE);
  const [open, setOpen] = useState(
    () =>
      isMobileBrowser(window.innerWidth, navigator.userAgent) && !storage.read('session', DISMISSED, false, isBoolean),
  );
  const stay = () => {
    storage.write('session', DISMISSED, true);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && stay()}>
      <DialogSurface>
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
