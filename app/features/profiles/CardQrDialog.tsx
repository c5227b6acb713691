import type { ProfileSummary } from '../../../shared/contract/profiles';
import { Button, buttonClass } from '../../components/Button';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { publicCardUrl } from './share';

/** The card's QR code with downloads: SVG (sharp at any print size) and a 1024 px PNG. */
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
      <div className="button-row">
        <a className={buttonClass('primary')} href={`${path}/qr.svg`} download={`${card.slug}-qr.svg`}>
          {t('cards.downloadSvg')}
        </a>
        <a className={buttonClass('secondary')} href={`${path}/qr.png?size=1024`} download={`${card.slug}-qr.png`}>
          {t('cards.downloadPng')}
        </a>
        <Button variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
