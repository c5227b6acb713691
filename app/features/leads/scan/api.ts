import { useQuery } from '@tanstack/react-query';
import { cardScanAnswerSchema, cardScanStatusSchema, type LeadDraft } from '../../../../shared/contract/card-scan';
import type { OwnerLeadValues } from '../../../../shared/contract/leads';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { postMultipart } from '../../../lib/multipart';

/** Whether this server reads paper cards (GET /api/leads/scan/status). */
export function useScanStatus() {
  return useQuery({
    queryKey: ['/api/leads/scan/status'],
    queryFn: async () => answer(await request('GET', '/api/leads/scan/status'), import.meta.env.DEV && cardScanStatusSchema),
    staleTime: Infinity,
  });
}

/** Reads a card's photo on the server into a draft (POST /api/leads/scan). */
export async function scanCard(photo: Blob): Promise<LeadDraft> {
  const form = new FormData();
  form.set('photo', photo, 'card.jpg');
  return answer(await postMultipart('/api/leads/scan', form), import.meta.env.DEV && cardScanAnswerSchema).draft;
}

/**
 * Saves the owner's lead with its photo (POST /api/leads). Offline, the service worker keeps the request in its outbox
 * and answers `{ queued: true }`: it is sent (and with `read`, read on the server) when the connection returns.
 */
export async function saveOwnLead(lead: OwnerLeadValues, photo: Blob | undefined): Promise<{ queued: boolean }> {
  const form = new FormData();
  form.set('lead', JSON.stringify(lead));
  if (photo) form.set('photo', photo, 'card.jpg');
  const body = (await postMultipart('/api/leads', form)) as { queued?: boolean } | null;
  return { queued: body?.queued === true };
}
