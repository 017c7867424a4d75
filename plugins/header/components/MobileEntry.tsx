import { useState } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { Phone20Regular } from '@fluentui/react-icons';
import { QrCode, useFocusReturn } from '@portico/ui';
import { LINKS } from '../constants';
import { MESSAGES } from '../messages';
import { useBarStyles } from './bar-styles';

/** Mobile-entry QR tooltip (spec §2.3): an icon button; scan the code it shows to open the mobile site. */
export default function MobileEntry() {
  const s = useBarStyles();
  const [open, setOpen] = useState(false);
  const surfaceRef = useFocusReturn(open);
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
        {/* The icon alone: its QR tooltip tells what it is, and the bar keeps room for the tabs. */}
        <Button
          appearance="transparent"
          className={s.onBar}
          icon={<Phone20Regular />}
          aria-label={MESSAGES.mobileEntryLabel}
        />
      </PopoverTrigger>
      <PopoverSurface ref={surfaceRef} aria-label={MESSAGES.mobileEntryLabel} className={s.qr}>
        {/* The SDK's QR encoder loads only when the tooltip opens. */}
        {open && <QrCode text={url} />}
        <p className={s.qrText}>{MESSAGES.mobileEntryHint}</p>
      </PopoverSurface>
    </Popover>
  );
}
