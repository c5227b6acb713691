import { describe, expect, it } from 'vitest';
import { leadsRepo, presentLead, type NewLead } from '../../api/leads/repo';
import { usersRepo } from '../../api/users/repo';
import type { QueryBuilder } from '../../db/query-builder';
import { engines } from '../helpers/engines';

const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

async function ownerWithCard(query: QueryBuilder, username: string) {
  const owner = await usersRepo(query).createUser({ username, email: `${username}@example.com`, passwordHash: 'h', googleSub: null, displayName: `שם ${username}` });
  const { id: profileId } = await query
    .insertInto('profiles')
    .values({ user_id: owner.id, slug: `${username}-card`, display_name: 'הכרטיס', created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { owner, profileId };
}

const lead = (userId: number, profileId: number, name: string, key: string, now: string, more: Partial<NewLead> = {}): NewLead => ({
  userId,
  profileId,
  cardName: 'הכרטיס',
  name,
  phone: '050-123-4567',
  email: '',
  message: '',
  consentText: 'מסכים',
  idempotencyKey: key,
  now,
  ...more,
});

describe.each(engines)('leads on $name', ({ open }) => {
  it('stores a lead once per key, with the organisation of a member and the attached file', async () => {
    const query = await open();
    const repo = leadsRepo(query);
    const { owner, profileId } = await ownerWithCard(query, 'maya');
    const first = await repo.insertOnce(lead(owner.id, profileId, 'רות', 'k1', at(1)));
    expect(first.created).toBe(true);
    expect(first.row).toMatchObject({ name: 'רות', status: 'new', note: '', organisation_id: null, member_name: '', attachment: null, consented_at: at(1) });
    const again = await repo.insertOnce(lead(owner.id, profileId, 'אחר', 'k1', at(2)));
    expect(again).toEqual({ row: first.row, created: false });

    const { id: organisationId } = await query.insertInto('organisations').values({ name: 'צוות', owner_id: owner.id, created_at: at(0), updated_at: at(0) }).returning('id').executeTakeFirstOrThrow();
    await query.insertInto('organisation_members').values({ organisation_id: organisationId, user_id: owner.id, role: 'owner', joined_at: at(0) }).execute();
    const member = await repo.insertOnce(lead(owner.id, profileId, 'דן', 'k2', at(3)));
    expect(member.row).toMatchObject({ organisation_id: organisationId, member_name: 'שם maya' });
    await query
      .insertInto('visitor_files')
      .values({ id: 'f'.repeat(24), lead_id: member.row.id, contact_request_id: null, kind: 'pdf', file_name: 'קורות חיים.pdf', bytes: 1234, visitor_key: 'v', created_at: at(3) })
      .execute();
    expect(presentLead((await repo.findById(member.row.id))!).attachment).toEqual({ name: 'קורות חיים.pdf', kind: 'pdf', bytes: 1234 });
    // The team's leads are its members' (the owner's own from before the team among them), newest first.
    expect((await repo.ofOrganisation(organisationId)).map((row) => row.name)).toEqual(['דן', 'רות']);
  });

  it('pages newest first (ties by id), searches without case and takes % and _ literally, and counts by status', async () => {
    const query = await open();
    const repo = leadsRepo(query);
    const { owner, profileId } = await ownerWithCard(query, 'noam');
    const other = await ownerWithCard(query, 'other');
    await repo.insertOnce(lead(owner.id, profileId, 'Dana Levi', 'a', at(1), { email: 'dana@example.com' }));
    await repo.insertOnce(lead(owner.id, profileId, 'יוסי', 'b', at(2), { message: 'הנחה של 50% בבקשה' }));
    await repo.insertOnce(lead(owner.id, profileId, 'רונית', 'c', at(2), { status: 'customer', note: 'snake_case' }));
    await repo.insertOnce(lead(other.owner.id, other.profileId, 'Dana Other', 'a', at(3)));
    const page = await repo.page(owner.id, { page: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.name)).toEqual(['רונית', 'יוסי']);
    expect((await repo.page(owner.id, { page: 2, pageSize: 2 })).rows.map((row) => row.name)).toEqual(['Dana Levi']);
    expect((await repo.all(owner.id, { q: 'DANA' })).map((row) => row.name)).toEqual(['Dana Levi']);
    expect((await repo.all(owner.id, { q: '50%' })).map((row) => row.name)).toEqual(['יוסי']);
    expect((await repo.all(owner.id, { q: '%' })).map((row) => row.name)).toEqual(['יוסי']);
    expect((await repo.all(owner.id, { q: '_' })).map((row) => row.name)).toEqual(['רונית']);
    expect((await repo.all(owner.id, { status: 'customer', profileId })).map((row) => row.name)).toEqual(['רונית']);
    expect(await repo.statusCounts(owner.id, { status: 'customer' })).toMatchObject({ new: 2, customer: 1 });
    expect(await repo.countNewByUser(owner.id)).toBe(2);
    expect(await repo.countByUser(owner.id)).toBe(3);
    const [newest] = page.rows;
    await repo.update(newest!.id, { status: 'contacted', note: 'התקשרתי', tags: ['חם', 'VIP'], remindAt: '2026-03-02' }, at(5));
    expect(await repo.findById(newest!.id)).toMatchObject({ status: 'contacted', note: 'התקשרתי', tags: '["חם","VIP"]', remind_at: '2026-03-02', updated_at: at(5) });
    expect((await repo.all(owner.id, { tag: 'vip' })).map((row) => row.name)).toEqual([newest!.name]);
    expect((await repo.all(owner.id, { tag: 'V' })).map((row) => row.name)).toEqual([]);
    expect((await repo.all(owner.id, { reminder: 'set' })).map((row) => row.name)).toEqual([newest!.name]);
    await repo.delete(newest!.id);
    expect(await repo.findById(newest!.id)).toBeUndefined();
  });
});
