import { describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { LeadDetail, LeadList, LeadUpdate } from '../../../shared/contract/leads';
import { ValidationError } from '../../../app/lib/errors';
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

describe('a lead edit the server refuses', () => {
  it('shows the lead as saved again, in the list and in its own query, and reads them again', async () => {
    vi.mocked(request).mockRejectedValue(new ValidationError('ValidationError', 'הנתונים אינם תקינים', 400, { code: 'validation_failed' }));
    const client = new QueryClient();
    registerOfflineLeadEdits(client);
    const saved = { ...LEAD, tags: ['vip'], remindAt: null };
    const listKey = '/api/leads?page=1';
    client.setQueryData<LeadList>([listKey], { items: [saved], total: 1, page: 1, pageSize: 25, statusCounts: {}, events: [], retentionMonths: 0 } as unknown as LeadList);
    client.setQueryData([`/api/leads/${LEAD.id}`], saved);

    const edit = new MutationObserver<LeadDetail, Error, UpdateLeadVariables>(client, { mutationKey: ['leads', 'update'] });
    await expect(edit.mutate({ id: LEAD.id, changes: { tags: ['vip', 'דחוף'], remindAt: '2025-07-02' } })).rejects.toThrow();

    expect(client.getQueryData<LeadList>([listKey])!.items[0]).toMatchObject({ tags: ['vip'], remindAt: null });
    expect(client.getQueryData<LeadDetail>([`/api/leads/${LEAD.id}`])).toMatchObject({ tags: ['vip'], remindAt: null });
    expect(client.getQueryState([listKey])!.isInvalidated).toBe(true);
  });
});
