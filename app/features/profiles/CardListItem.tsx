import { Link } from '@tanstack/react-router';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { Button, buttonClass } from '../../components/Button';
import { useT } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { initials, uploadSrc } from '../../../shared/card/links';
import { cardSharePath } from './share';
import { siteHost } from '../../lib/site';

/** What the owner can do with a card from the list. */
export interface CardActions {
  onShare: (card: ProfileSummary) => void;
  onSendTo: (card: ProfileSummary) => void;
  onQr: (card: ProfileSummary) => void;
  onSignature: (card: ProfileSummary) => void;
  onDuplicate: (card: ProfileSummary) => void;
  onDelete: (card: ProfileSummary) => void;
  onMakePrimary: (card: ProfileSummary) => void;
  /** The card whose duplicate or primary change is under way, and which of the two, if any. */
  pending: { cardId: number; action: 'duplicate' | 'makePrimary' } | null;
}

/**
 * One card of the owner's list: thumbnail, name, public link, state, and its actions. `offlineConflict`: an edit made
 * offline waits for the owner in its editor, because the card changed elsewhere or because the server refused it.
 */
export function CardListItem({
  card,
  username,
  actions,
  offlineConflict,
}: {
  card: ProfileSummary;
  /** The owner's username: the primary card is shown at `/@username`. */
  username: string | undefined;
  actions: CardActions;
  offlineConflict?: 'changed' | 'refused' | undefined;
}) {
  const t = useT();
  const avatar = uploadSrc(card.avatar);
  const path = cardSharePath(card, username);
  const busy = actions.pending?.cardId === card.id;
  const busyWith = (action: 'duplicate' | 'makePrimary') => busy && actions.pending?.action === action;
  const nameId = `card-name-${card.id}`;
  return (
    <li className="my-card" aria-labelledby={nameId}>
      <div className="my-card-head">
        {avatar ? (
          <img className="my-card-thumb" src={avatar} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="my-card-thumb my-card-initials" aria-hidden="true">
            {initials(card.displayName)}
          </span>
        )}
        <div className="my-card-text">
          <h3 id={nameId} dir="auto">
            {card.displayName}
          </h3>
          {card.title && (
            <p className="my-card-title" dir="auto">
              {card.title}
            </p>
          )}
          <a className="my-card-link" href={path} dir="ltr">
            {`${siteHost()}${path}`}
          </a>
          <p className="my-card-badges">
            <span className={card.published ? 'badge badge-published' : 'badge badge-draft'}>{card.published ? t('cards.published') : t('cards.draft')}</span>
            {card.isPrimary && <span className="badge badge-primary">{t('cards.primary')}</span>}
            {card.languages.length > 1 && (
              <span className="badge">
                <span className="visually-hidden">{t('cards.languages')} </span>
                {card.languages.map((language, index) => (
                  <span key={language} lang={language}>
                    {index > 0 && ' · '}
                    {LANGUAGE_NAMES[language]}
                  </span>
                ))}
              </span>
            )}
            {offlineConflict && <span className="badge badge-conflict">{t(offlineConflict === 'refused' ? 'cards.offlineRefused' : 'cards.offlineConflict')}</span>}
          </p>
        </div>
      </div>
      {/* Named for screen readers, whose users reach "Edit", "Delete"… by Tab without hearing whose they are. */}
      <div className="my-card-actions" role="group" aria-label={t('cards.actions', { name: card.displayName })}>
        <Link to="/editor/$id" params={{ id: String(card.id) }} className={buttonClass('primary', 'btn-small')}>
          {offlineConflict === 'changed' ? t('editor.offlineConflictChoose') : offlineConflict === 'refused' ? t('editor.offlineRefusedOpen') : t('cards.edit')}
        </Link>
        <a href={path} target="_blank" rel="noopener" className={buttonClass('secondary', 'btn-small')}>
          {t('cards.view')}
          <span className="visually-hidden"> {t('cards.newTab')}</span>
        </a>
        <Button variant="secondary" className="btn-small" onClick={() => actions.onShare(card)}>
          {t('cards.share')}
        </Button>
        <Button variant="secondary" className="btn-small" onClick={() => actions.onSendTo(card)}>
          {t('sendCard.open')}
        </Button>
        <Link to="/follow-up/$id" params={{ id: String(card.id) }} className={buttonClass('secondary', 'btn-small')}>
          {t('followUp.open')}
        </Link>
        <Button variant="secondary" className="btn-small" onClick={() => actions.onQr(card)}>
          {t('cards.qr')}
        </Button>
        <Button variant="secondary" className="btn-small" onClick={() => actions.onSignature(card)}>
          {t('signature.open')}
        </Button>
        <Link to="/background/$id" params={{ id: String(card.id) }} className={buttonClass('secondary', 'btn-small')}>
          {t('background.open')}
        </Link>
        <Button variant="secondary" className="btn-small" onClick={() => actions.onDuplicate(card)} busy={busyWith('duplicate')} disabled={busy}>
          {t('cards.duplicate')}
        </Button>
        {!card.isPrimary && (
          <Button variant="ghost" className="btn-small" onClick={() => actions.onMakePrimary(card)} busy={busyWith('makePrimary')} disabled={busy}>
            {t('cards.makePrimary')}
          </Button>
        )}
        <Button variant="ghost" className="btn-small my-card-delete" onClick={() => actions.onDelete(card)}>
          {t('cards.delete')}
        </Button>
      </div>
    </li>
  );
}
