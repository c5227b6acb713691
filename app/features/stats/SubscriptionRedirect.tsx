import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../i18n';
import { profileQueryOptions, profilesQueryOptions, useGoToSubscriptionRequired } from '../profiles';

/**
 * Shown when the stats answer 402 (no active plan or trial): sends the owner to /subscription-required with
 * the card's name (the one asked about, or their primary card) in session storage and the address.
 */
export function SubscriptionRedirect({ profileId }: { profileId: number | undefined }) {
  const t = useT();
  const goToSubscriptionRequired = useGoToSubscriptionRequired();
  const one = useQuery({ ...profileQueryOptions(profileId ?? 0), enabled: profileId !== undefined });
  const all = useQuery({ ...profilesQueryOptions, enabled: profileId === undefined });
  const settled = profileId !== undefined ? !one.isPending : !all.isPending;
  const card = profileId !== undefined ? one.data : all.data?.[0];

  useEffect(() => {
    if (!settled) return;
    goToSubscriptionRequired(card?.displayName ?? '', card ? { id: card.id, slug: card.slug, displayName: card.displayName } : null);
  }, [settled, card, goToSubscriptionRequired]);

  return (
    <section className="page">
      <p role="status">{t('stats.redirecting')}</p>
    </section>
  );
}
