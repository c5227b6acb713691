import { useId, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../api/contract/profiles';
import { Button } from '../../components/Button';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useCreatePhysicalCard } from './api/add-physical-card';
import { usePhysicalCardText } from './texts';

/** A fresh code for a blank NFC tag, linked to one of my cards; the new card is then written from its row. */
export function NewTagForm({ myCards }: { myCards: ProfileSummary[] }) {
  const text = usePhysicalCardText();
  const create = useCreatePhysicalCard();
  const selectId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const profileId = Number(new FormData(event.currentTarget).get('profileId'));
    create.mutate(profileId, {
      onSuccess: (card) => toast({ title: text('newTagCreated', { code: card.code }) }),
      onError: (error) => toast({ title: text('actionFailed'), description: messageOf(error, text('actionFailed')), variant: 'destructive' }),
    });
  }

  return (
    <section className="physical-section" aria-labelledby="new-tag-title">
      <h2 id="new-tag-title">{text('newTagTitle')}</h2>
      <p>{text('newTagText')}</p>
      <form className="inline-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={selectId}>{text('newTagFor')}</label>
          <select id={selectId} name="profileId" defaultValue={myCards[0]?.id}>
            {myCards.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.displayName}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {text('newTagButton')}
        </Button>
      </form>
    </section>
  );
}
