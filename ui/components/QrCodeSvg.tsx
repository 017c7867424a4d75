import { renderSVG } from 'uqr';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ code: { lineHeight: 0, '& svg': { width: '100%', height: '100%' } } });

/** The QR code as inline SVG (uqr's own output, no outside markup); loaded lazily by `QrCode`. */
export default function QrCodeSvg({ text, label, size }: { text: string; label: string; size: number }) {
  const s = useStyles();
  return (
    <div
      className={s.code}
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: renderSVG(text, { border: 1 }) }}
    />
  );
}
