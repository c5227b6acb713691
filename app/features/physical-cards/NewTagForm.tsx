import type { FormEvent } from 'react';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useCreatePhysicalCard } from './api/add-physical-card';

/** A fresh code for a blank NFC tag, linked to one of my cards; the new card is then written from its row. */
export function NewTagForm({ myCards }: { myCards: ProfileSummary[] }) {
  const t = useT();
  const create = useCreatePhysicalCard();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const profileId = Number(new FormData(event.currentTarget).get('profileId'));
    create.mutate(profileId, {
      onSuccess: (card) => toast({ title: t('physicalCards.newTagCreated', { code: card.code }) }),
      onError: (error) => toast({ title: t('physicalCards.actionFailed'), description: messageOf(error, t('physicalCards.actionFailed')), variant: 'destructive' }),
    });
  }

  return (
    <section className="physical-section" aria-labelledby="new-tag-title">
      <h2 id="new-tag-title">{t('physicalCards.newTagTitle')}</h2>
      <p>{t('physicalCards.newTagText')}</p>
      <form className="inline-form" onSubmit={submit}>
        <SelectField label={t('physicalCards.newTagFor')} name="profileId" defaultValue={myCards[0]?.id}>
          {myCards.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.displayName}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" busy={create.isPending}>
          {t('physicalCards.newTagButton')}
        </Button>
      </form>
    </section>
  );
}
