import { useState, type FormEvent } from 'react';
import type { PhysicalCard } from '../../../shared/contract/physical-cards';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/SelectField';
import { messageOf } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useUpdatePhysicalCard } from './api/update-physical-card';
import { linkedCardLabel } from './linked-card-label';

interface PhysicalCardItemProps {
  card: PhysicalCard;
  myCards: ProfileSummary[];
  /** Whether this browser can write NFC tags (the write button shows only then). */
  canWrite: boolean;
  onWrite: (card: PhysicalCard) => void;
}

/** One physical card: its code and short URL, what it opens, its state, and the owner's actions. */
export function PhysicalCardItem({ card, myCards, canWrite, onWrite }: PhysicalCardItemProps) {
  const t = useT();
  const update = useUpdatePhysicalCard();
  const [selected, setSelected] = useState(card.profile ? String(card.profile.id) : '');
  const [confirmingDeactivation, setConfirmingDeactivation] = useState(false);
  const headingId = `physical-card-${card.id}`;
  const busyWith = (action: 'link' | 'active') => update.isPending && update.variables.action === action;

  const fail = (error: unknown) => toast({ title: t('physicalCards.actionFailed'), description: messageOf(error, t('physicalCards.actionFailed')), variant: 'destructive' });

  function saveLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) return;
    update.mutate(
      { id: card.id, action: 'link', profileId: Number(selected) },
      { onSuccess: (updated) => toast({ title: t('physicalCards.linkSaved', { name: updated.profile?.displayName ?? '' }) }), onError: fail },
    );
  }

  function setActive(active: boolean) {
    update.mutate(
      { id: card.id, action: 'active', active },
      {
        onSuccess: (updated) => {
          setConfirmingDeactivation(false);
          toast({ title: t(updated.isActive ? 'physicalCards.reactivated' : 'physicalCards.deactivated') });
        },
        onError: fail,
      },
    );
  }

  return (
    <li className="physical-card" aria-labelledby={headingId}>
      <div className="physical-card-head">
        <h3 id={headingId}>{t('physicalCards.code', { code: card.code })}</h3>
        <span className={card.isActive ? 'badge badge-active' : 'badge badge-inactive'}>{t(card.isActive ? 'physicalCards.active' : 'physicalCards.inactive')}</span>
      </div>
      <p className="nfc-url" dir="ltr">
        {card.shortUrl}
      </p>
      <ul className="physical-card-facts">
        <li>{card.profile ? <>{t('physicalCards.linkedCard')}: <bdi>{card.profile.displayName}</bdi></> : t('physicalCards.notLinked')}</li>
        <li>{card.writtenAt ? t('physicalCards.written', { date: formatDate(card.writtenAt) }) : t('physicalCards.notWritten')}</li>
        {card.lockedAt && <li>{t('physicalCards.locked', { date: formatDate(card.lockedAt) })}</li>}
        <li>{card.lastTapAt ? t('physicalCards.lastTap', { date: formatDate(card.lastTapAt) }) : t('physicalCards.noTaps')}</li>
      </ul>
      {myCards.length > 0 && (
        <form className="physical-card-link" onSubmit={saveLink}>
          <SelectField label={t('physicalCards.linkedCard')} value={selected} onChange={(event) => setSelected(event.target.value)}>
            {!card.profile && <option value="">{t('physicalCards.notLinked')}</option>}
            {myCards.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {linkedCardLabel(profile)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary" busy={busyWith('link')} disabled={update.isPending || !selected}>
            {t('physicalCards.saveLink')}
          </Button>
        </form>
      )}
      {card.lockedAt && <p className="field-hint">{t('physicalCards.alreadyLocked')}</p>}
      <div className="button-row">
        {canWrite && !card.lockedAt && <Button onClick={() => onWrite(card)}>{t('physicalCards.writeTag')}</Button>}
        {/* Deactivating stops a card already handed out, so it asks first; reactivating does not. */}
        <Button variant={card.isActive ? 'danger' : 'secondary'} onClick={() => (card.isActive ? setConfirmingDeactivation(true) : setActive(true))} busy={busyWith('active')} disabled={update.isPending}>
          {t(card.isActive ? 'physicalCards.deactivate' : 'physicalCards.reactivate')}
        </Button>
      </div>
      {confirmingDeactivation && (
        <ConfirmDialog
          title={t('physicalCards.deactivateTitle', { code: card.code })}
          text={t('physicalCards.deactivateText')}
          confirmLabel={t('physicalCards.deactivate')}
          pending={update.isPending}
          onConfirm={() => setActive(false)}
          onClose={() => setConfirmingDeactivation(false)}
        />
      )}
    </li>
  );
}
