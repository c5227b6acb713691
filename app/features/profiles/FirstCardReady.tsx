import { Link, useNavigate } from '@tanstack/react-router';
import { Button, buttonClass } from '../../components/Button';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { useProfiles } from './api/get-profiles';
import { CarryCard } from './CarryCard';
import { qrImagePath, cardSharePath } from './share';
import { useShareCard } from './use-share-card';

/**
 * The end of the guided first card: the card is out, with its link to share, its QR code and the way to an NFC card.
 * Closing it stays on the page it opened over (`page`), without its `?ready`.
 */
export function FirstCardReady({ cardId, page }: { cardId: number; page: '/dashboard' | '/team' }) {
  const t = useT();
  const tx = useIsolatedT();
  const navigate = useNavigate();
  const { username, urlOf, share } = useShareCard();
  const card = useProfiles().data?.find((profile) => profile.id === cardId);
  if (!card) return null;
  const url = urlOf(card);
  const close = () => void navigate({ to: page, search: {}, replace: true });

  return (
    <Dialog open onClose={close} labelledBy="first-card-ready-title" className="first-card-ready">
      <DialogHeader id="first-card-ready-title" title={t(card.published ? 'editor.guide.readyTitle' : 'editor.guide.savedTitle')} closeLabel={t('common.close')} onClose={close} />
      <p>{tx('editor.guide.readyText', { name: card.displayName })}</p>
      <p className="qr-url" dir="ltr">
        {url}
      </p>
      <div className="button-row">
        <Button onClick={() => share(card)}>{t('cards.share')}</Button>
        <a className={buttonClass('secondary')} href={cardSharePath(card, username)} target="_blank" rel="noopener">
          {t('cards.view')}
          <span className="visually-hidden"> {t('cards.newTab')}</span>
        </a>
      </div>
      <img className="qr-image" src={qrImagePath(card.slug, 'svg')} alt={t('cards.qrAlt', { url })} width={200} height={200} />
      <p className="dialog-subtitle">{t('cards.qrText')}</p>
      <CarryCard card={card} />
      <div className="button-row">
        <Link to="/physical-cards" className={buttonClass('secondary')}>
          {t('editor.guide.nfc')}
        </Link>
      </div>
    </Dialog>
  );
}
