import { useEffect } from 'react';
import type { LeadsPlanRequiredBody } from '../../../shared/contract/leads';
import { countedText, useT } from '../../i18n';
import { useGoToSubscriptionRequired } from '../profiles';

/**
 * Shown when the lead API answers 402: goes to /subscription-required with the card's name, and keeps
 * how many leads wait (`profileData.waitingLeads`) so that page can tell the owner nothing was lost.
 */
export function PlanRequiredRedirect({ body }: { body: Partial<LeadsPlanRequiredBody> | null }) {
  const t = useT();
  const goToSubscriptionRequired = useGoToSubscriptionRequired();
  const waitingLeads = body?.waitingLeads ?? 0;
  const profileName = body?.profileName ?? '';

  useEffect(() => {
    goToSubscriptionRequired(profileName, { waitingLeads });
  }, [goToSubscriptionRequired, profileName, waitingLeads]);

  return (
    <section className="page">
      <p role="status">{countedText(t, 'leads.planRequired', waitingLeads)}</p>
    </section>
  );
}
