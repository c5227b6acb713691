import { buttonClass } from '../../components/Button';
import { useT } from '../../i18n';

/** The size of the PNG offered: enough for a print and for WhatsApp or Instagram. */
export const QR_PNG_SIZE = 1024;

/** A card's QR image at its public address (`/p/{slug}/qr.png?size=1024`, `/p/{slug}/qr.svg`). */
export function qrImagePath(slug: string, format: 'png' | 'svg'): string {
  const path = `/p/${encodeURIComponent(slug)}/qr.${format}`;
  return format === 'png' ? `${path}?size=${QR_PNG_SIZE}` : path;
}

/** The QR's downloads: a PNG first (what a phone posts and a print shop takes), the SVG (sharp at any size) after. */
export function QrDownloads({ slug }: { slug: string }) {
  const t = useT();
  return (
    <>
      <a className={buttonClass('primary')} href={qrImagePath(slug, 'png')} download={`${slug}-qr.png`}>
        {t('cards.downloadPng')}
      </a>
      <a className={buttonClass('secondary')} href={qrImagePath(slug, 'svg')} download={`${slug}-qr.svg`}>
        {t('cards.downloadSvg')}
      </a>
    </>
  );
}
