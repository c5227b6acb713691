import { useId, useState, type FormEvent } from 'react';
import type { PhysicalCard } from '../../../api/contract/physical-cards';
import type { ProfileSummary } from '../../../api/contract/profiles';
import { Button } from '../../components/Button';
import { messageOf } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useUpdatePhysicalCard } from './api/update-physical-card';
import { usePhysicalCardText } from './texts';

interface PhysicalCardItemProps {
  card: PhysicalCard;
  myCards: ProfileSummary[];
  /** Whether this browser can write NFC tags (the write button shows only then). */
  canWrite: boolean;
  onWrite: (card: PhysicalCard) => void;
}

/** One physical card: its code and short URL, what it opens, its state, and the owner's actions. */
export function PhysicalCardItem({ card, myCards, canWrite, onWrite }: PhysicalCardItemProps) {
  const text = usePhysicalCardText();
  const update = useUpdatePhysicalCard();
  const selectId = useId();
  const [selected, setSelected] = useState(card.profile ? String(card.profile.id) : '');
  const headingId = `physical-card-${card.id}`;

  const fail = (error: unknown) => toast({ title: text('actionFailed'), description: messageOf(error, text('actionFailed')), variant: 'destructive' });

  function saveLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) return;
    update.mutate(
      { id: card.id, action: 'link', profileId: Number(selected) },
      { onSuccess: (updated) => toast({ title: text('linkSaved', { name: updated.profile?.displayName ?? '' }) }), onError: fail },
    );
  }

  function toggleActive() {
    update.mutate(
      { id: card.id, action: 'active', active: !card.isActive },
      { onSuccess: (updated) => toast({ title: text(updated.isActive ? 'reactivated' : 'deactivated') }), onError: fail },
    );
  }

  return (
    <li className="physical-card" aria-labelledby={headingId}>
      <div className="physical-card-head">
        <h3 id={headingId}>{text('code', { code: card.code })}</h3>
        <span className={card.isActive ? 'badge badge-active' : 'badge badge-inactive'}>{text(card.isActive ? 'active' : 'inactive')}</span>
      </div>
      <p className="nfc-url" dir="ltr">
        {card.shortUrl}
      </p>
      <ul className="physical-card-facts">
        <li>{card.profile ? `${text('linkedCard')}: ${card.profile.displayName}` : text('notLinked')}</li>
        <li>{card.writtenAt ? text('written', { date: formatDate(card.writtenAt) }) : text('notWritten')}</li>
        {card.lockedAt && <li>{text('locked', { date: formatDate(card.lockedAt) })}</li>}
        <li>{card.lastTapAt ? text('lastTap', { date: formatDate(card.lastTapAt) }) : text('noTaps')}</li>
      </ul>
      {myCards.length > 0 && (
        <form className="physical-card-link" onSubmit={saveLink}>
          <div className="field">
            <label htmlFor={selectId}>{text('linkedCard')}</label>
            <select id={selectId} value={selected} onChange={(event) => setSelected(event.target.value)}>
              {!card.profile && <option value="">{text('notLinked')}</option>}
              {myCards.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.displayName} (/p/{profile.slug})
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={update.isPending || !selected || Number(selected) === card.profile?.id}>
            {text('saveLink')}
          </Button>
        </form>
      )}
      {card.lockedAt && <p className="field-hint">{text('alreadyLocked')}</p>}
      <div className="button-row">
        {canWrite && !card.lockedAt && <Button onClick={() => onWrite(card)}>{text('writeTag')}</Button>}
        <Button variant={card.isActive ? 'danger' : 'secondary'} onClick={toggleActive} disabled={update.isPending}>
          {text(card.isActive ? 'deactivate' : 'reactivate')}
        </Button>
      </div>
    </li>
  );
}
