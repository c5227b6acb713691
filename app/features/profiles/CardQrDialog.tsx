import type { ProfileSummary } from '../../../shared/contract/profiles';
import { Button } from '../../components/Button';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { CarryCard } from './CarryCard';
import { publicCardUrl } from './share';

/** The card's QR code with its downloads (a 1024 px PNG first, then SVG), its wallets, contact QR and background. */
export function CardQrDialog({ card, onClose }: { card: ProfileSummary; onClose: () => void }) {
  const t = useT();
  const tx = useIsolatedT();
  const path = `/p/${encodeURIComponent(card.slug)}`;
  const titleId = `qr-title-${card.id}`;
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="qr-dialog">
      <DialogHeader id={titleId} title={tx('cards.qrTitle', { name: card.displayName })} closeLabel={t('common.close')} onClose={onClose} />
      <img className="qr-image" src={`${path}/qr.svg`} alt={t('cards.qrAlt', { url: publicCardUrl(card.slug) })} width={240} height={240} />
      <p className="dialog-subtitle">{t('cards.qrText')}</p>
      <p className="qr-url" dir="ltr">
        {publicCardUrl(card.slug)}
      </p>
      <CarryCard card={card} />
      <div className="button-row">
        <Button variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
