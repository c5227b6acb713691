import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { claimPhysicalCardSchema, type PhysicalCard } from '../../../shared/contract/physical-cards';
import { Button, buttonClass } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { ApiError, messageOf } from '../../lib/errors';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import { useT } from '../../i18n';
import { useClaimPhysicalCard } from './api/add-physical-card';
import { profilesQueryOptions } from '../profiles';

/** A signed-in owner makes a printed card's code theirs (or re-activates their own), choosing the card it opens. */
export function ClaimForm({ code }: { code: string | undefined }) {
  const t = useT();
  const claim = useClaimPhysicalCard();
  const myCards = useQuery(profilesQueryOptions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [claimed, setClaimed] = useState<PhysicalCard | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const profileId = form.get('profileId');
    const parsed = claimPhysicalCardSchema.safeParse({ code: form.get('code'), profileId: profileId ? Number(profileId) : undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    claim.mutate(parsed.data, {
      onSuccess: setClaimed,
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { code: messageOf(error, t('physicalCards.claimFailed')) });
      },
    });
  }

  if (claimed) {
    return (
      <div role="status" className="claim-done">
        <p className="nfc-success">{t('physicalCards.claimed', { code: claimed.code, name: claimed.profile?.displayName ?? '' })}</p>
        <Link to="/physical-cards" className={buttonClass('primary')}>
          {t('physicalCards.manage')}
        </Link>
      </div>
    );
  }

  const profiles = myCards.data ?? [];
  return (
    <form className="claim-form" noValidate onSubmit={submit}>
      <Field label={t('physicalCards.claimCode')} name="code" defaultValue={code} dir="ltr" autoComplete="off" autoCapitalize="none" spellCheck={false} hint={t('physicalCards.claimCodeHint')} error={errors.code} />
      {profiles.length > 0 && (
        <SelectField label={t('physicalCards.claimFor')} name="profileId" defaultValue={profiles[0]?.id} error={errors.profileId}>
          {profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.displayName}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" disabled={claim.isPending}>
        {t('physicalCards.claimButton')}
      </Button>
    </form>
  );
}
