import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { useT } from '../../i18n/I18nProvider';

/**
 * A QR code for a URL, drawn by the `qrcode` library as a data: image (the CSP allows data: images;
 * no inline SVG markup is injected). The URL is also printed under it for anyone who must type it.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  const t = useT();
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size }).then(
      (src) => {
        if (current) setImage({ text, src });
      },
      () => {
        if (current) setImage(null);
      },
    );
    return () => {
      current = false;
    };
  }, [text, size]);
  return (
    <figure className="qr">
      {image && image.text === text ? (
        <img src={image.src} width={size} height={size} alt={t('staff.qr.alt', { label })} />
      ) : (
        <div className="qr-placeholder" style={{ width: size, height: size }} aria-hidden="true" />
      )}
      <figcaption>
        <code>{text}</code>
      </figcaption>
    </figure>
  );
}
