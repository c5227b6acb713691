import type { ProfileSummary } from '../../../api/contract/profiles';
import { usePhysicalCardText } from './texts';

/** Where Web NFC is missing (iPhone, desktop): says so plainly and offers the QR code and a ready-made card. */
export function NfcUnavailable({ card }: { card: ProfileSummary | undefined }) {
  const text = usePhysicalCardText();
  const qrPath = card ? `/p/${encodeURIComponent(card.slug)}/qr.svg` : undefined;
  return (
    <section className="nfc-unavailable" aria-labelledby="nfc-unavailable-title">
      <h2 id="nfc-unavailable-title">{text('unsupportedTitle')}</h2>
      <p>{text('unsupportedText')}</p>
      <p>{text('unsupportedOptions')}</p>
      <ul className="nfc-alternatives">
        {card && qrPath && (
          <li>
            <p>{text('qrOption')}</p>
            <figure className="nfc-qr">
              <img src={qrPath} alt={text('qrAlt', { name: card.displayName })} width={160} height={160} />
              <figcaption>
                <a href={qrPath} download={`${card.slug}-qr.svg`}>
                  {text('qrTitle', { name: card.displayName })}
                </a>
              </figcaption>
            </figure>
          </li>
        )}
        <li>
          <p>{text('orderOption')}</p>
          <a href="#order-cards">{text('orderLink')}</a>
        </li>
      </ul>
    </section>
  );
}
