import type { ProfileSummary } from '../../../shared/contract/profiles';
import { useT } from '../../i18n';
import { qrImagePath } from '../profiles';

/**
 * Where Web NFC is missing (iPhone, desktop): says so plainly and offers the QR code and a ready-made card. The QR is
 * shown as SVG and downloaded as the PNG, which a phone can send on WhatsApp or keep in its gallery.
 */
export function NfcUnavailable({ card }: { card: ProfileSummary | undefined }) {
  const t = useT();
  const qrPath = card ? `/p/${encodeURIComponent(card.slug)}/qr.svg` : undefined;
  return (
    <section className="nfc-unavailable" aria-labelledby="nfc-unavailable-title">
      <h2 id="nfc-unavailable-title">{t('physicalCards.unsupportedTitle')}</h2>
      <p>{t('physicalCards.unsupportedText')}</p>
      <p>{t('physicalCards.unsupportedOptions')}</p>
      <ul className="nfc-alternatives">
        {card && qrPath && (
          <li>
            <p>{t('physicalCards.qrOption')}</p>
            <figure className="nfc-qr">
              <img src={qrPath} alt={t('physicalCards.qrAlt', { name: card.displayName })} width={160} height={160} />
              <figcaption>
                <a href={qrImagePath(card.slug, 'png')} download={`${card.slug}-qr.png`}>
                  {t('physicalCards.qrTitle', { name: card.displayName })}
                </a>
              </figcaption>
            </figure>
          </li>
        )}
        <li>
          <p>{t('physicalCards.orderOption')}</p>
          <a href="#order-cards">{t('physicalCards.orderLink')}</a>
        </li>
      </ul>
    </section>
  );
}
