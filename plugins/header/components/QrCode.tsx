import { renderSVG } from 'uqr';

/** A QR code for `text` as inline SVG. */
export default function QrCode({ text }: { text: string }) {
  return (
    <div
      className="hdr-qr-code"
      role="img"
      aria-label={text}
      dangerouslySetInnerHTML={{ __html: renderSVG(text, { border: 1 }) }}
    />
  );
}
