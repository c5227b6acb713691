import { describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { LeadDetail, LeadUpdate } from '../../../shared/contract/leads';
import { request } from '../../../app/lib/api';
import { registerOfflineLeadEdits, type UpdateLeadVariables } from '../../../app/features/leads/api/update-lead';
import { NOTIFICATIONS_KEY } from '../../../app/features/notifications/api/get-notifications';

vi.mock('../../../app/lib/api', () => ({ request: vi.fn() }));

const LEAD: LeadDetail = {
  id: 7, profileId: 1, cardName: 'סטודיו גל', name: 'דנה לוי', phone: '050-1234567', email: '', message: '', company: '', event: null,
  status: 'new', note: '', source: 'card', tags: [], remindAt: null, consentText: 'מסכים/ה', consentLanguage: 'he',
  consentedAt: '2025-07-01T09:00:00.000Z', marketingConsent: null, mailRefusedAt: null, card: null, createdAt: '2025-07-01T09:00:00.000Z',
  updatedAt: '2025-07-01T09:00:00.000Z', attachment: null, timeline: [],
};

/** Makes one lead edit as the app does (through the edits' registered defaults) and says whether the bell's list went stale. */
async function bellStaleAfter(changes: LeadUpdate): Promise<boolean> {
  vi.mocked(request).mockResolvedValue({ ...LEAD, ...changes });
  const client = new QueryClient();
  registerOfflineLeadEdits(client);
  client.setQueryData([NOTIFICATIONS_KEY], []);
  await new MutationObserver<LeadDetail, Error, UpdateLeadVariables>(client, { mutationKey: ['leads', 'update'] }).mutate({ id: LEAD.id, changes });
  return client.getQueryState([NOTIFICATIONS_KEY])!.isInvalidated;
}

describe('a lead edit', () => {
  it('asks for the notifications again after a reminder is set, so a reminder for today rings the bell at once', async () => {
    expect(await bellStaleAfter({ remindAt: '2025-07-01' })).toBe(true);
  });

  it('leaves the notifications alone after a change that rings nothing', async () => {
    expect(await bellStaleAfter({ tags: ['vip'] })).toBe(false);
  });
});
