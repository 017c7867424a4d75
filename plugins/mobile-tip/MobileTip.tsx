import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { navigationRef, useService } from '@portico/sdk';
import { DISMISSED_KEY, isMobileBrowser, MOBILE_SITE } from './constants';
import { MESSAGES } from './messages';

/** Offers owners on a mobile browser the move to the mobile site (spec §1, §2.2). */
export default function MobileTip() {
  const navigation = useService(navigationRef);
  const [open, setOpen] = useState(() => isMobileBrowser(window.innerWidth, navigator.userAgent) && sessionStorage.getItem(DISMISSED_KEY) !== '1');
  const stay = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && stay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{MESSAGES.title}</DialogTitle>
          <DialogContent>{MESSAGES.body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={stay}>{MESSAGES.stay}</Button>
            <Button appearance="primary" onClick={() => navigation.open(MOBILE_SITE)}>{MESSAGES.go}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
