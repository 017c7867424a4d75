import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import { UI_MESSAGES } from '../messages';

// The encoder (uqr) is its own chunk: it loads the first time a QR code is shown.
const QrCodeSvg = lazy(() => import('./QrCodeSvg'));

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes (an absolute address, so a phone can open it). */
  readonly text: string;
  /** Accessible name of the picture (Chinese); the encoded text by default. */
  readonly label?: string;
  /** Width and height in pixels; default 140. */
  readonly size?: number;
}

/**
 * A QR code of `text` as inline SVG (the mobile entry, previews of interactive materials). The
 * encoder loads on first use, with a small spinner meanwhile.
 * @example <QrCode text={`${location.origin}/markets-mobile/`} label="扫码访问移动版" />
 */
export function QrCode({ text, label, size = 140 }: QrCodeProps) {
  return (
    <Suspense fallback={<Spinner size="tiny" label={UI_MESSAGES.loading} />}>
      <QrCodeSvg text={text} label={label ?? text} size={size} />
    </Suspense>
  );
}
