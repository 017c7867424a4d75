import { renderSVG } from 'uqr';
import { useBarStyles } from './bar-styles';

/** A QR code for `text` as inline SVG. */
export default function QrCode({ text }: { text: string }) {
  const s = useBarStyles();
  return (
    <div
      className={s.qrCode}
      role="img"
      aria-label={text}
      dangerouslySetInnerHTML={{ __html: renderSVG(text, { border: 1 }) }}
    />
  );
}
