import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { claimPhysicalCardSchema, type PhysicalCard } from '../../../shared/contract/physical-cards';
import { Button, buttonClass } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { useClaimPhysicalCard } from './api/add-physical-card';
import { profilesQueryOptions } from '../profiles';

/** A signed-in owner makes a printed card's code theirs (or re-activates their own), choosing the card it opens. */
export function ClaimForm({ code }: { code: string | undefined }) {
  const t = useT();
  const claim = useClaimPhysicalCard();
  const myCards = useQuery(profilesQueryOptions);
  const [claimed, setClaimed] = useState<PhysicalCard | null>(null);
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: claimPhysicalCardSchema,
    prepare: (values) => ({ code: values.code, profileId: values.profileId ? Number(values.profileId) : undefined }),
    send: (input) => claim.mutateAsync(input),
    onSuccess: setClaimed,
    refusal: { field: 'code' },
    fallbackMessage: t('physicalCards.claimFailed'),
  });

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
    <form className="claim-form" noValidate onSubmit={onSubmit}>
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
      <Button type="submit" busy={busy}>
        {t('physicalCards.claimButton')}
      </Button>
    </form>
  );
}
