import { lazy, Suspense, useState } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger, Spinner } from '@fluentui/react-components';
import { Phone20Regular } from '@fluentui/react-icons';
import { LINKS } from '../constants';
import { MESSAGES } from '../messages';
import { useBarStyles } from './bar-styles';

// The QR encoder loads only when the tooltip opens.
const QrCode = lazy(() => import('./QrCode'));

/** Mobile-entry QR tooltip (spec §2.3): scan to open the mobile site. */
export default function MobileEntry() {
  const s = useBarStyles();
  const [open, setOpen] = useState(false);
  const url = `${location.origin}${LINKS.mobileSite}`;
  return (
    <Popover
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      openOnHover
      mouseLeaveDelay={100}
      withArrow
      positioning="below"
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          className={s.onBar}
          icon={<Phone20Regular />}
          aria-label={MESSAGES.mobileEntryLabel}
        >
          {MESSAGES.mobileEntry}
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={MESSAGES.mobileEntryLabel} className={s.qr}>
        <Suspense fallback={<Spinner size="tiny" />}>{open && <QrCode text={url} />}</Suspense>
        <p className={s.qrText}>{MESSAGES.mobileEntryHint}</p>
      </PopoverSurface>
    </Popover>
  );
}
