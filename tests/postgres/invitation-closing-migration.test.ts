import { describe, expect, it } from 'vitest';
import { enginesBefore } from '../helpers/engines';
import { rows, run, sql } from '../helpers/sql';

const BEFORE = '0026';
const at = (day: number) => `2026-06-0${day}T10:00:00.000Z`;

describe.each(enginesBefore(BEFORE))('migration 0026 on $name: the invitations left open before it', ({ before }) => {
  it('closes the older of two open links of an address, those of an address that joined since or is a member, and keeps the rest open', async () => {
    const { query, finish } = await before();
    const user = (username: string) =>
      query.insertInto('users').values({ username, email: `${username}@example.test`, created_at: at(1), updated_at: at(1) }).returning('id').executeTakeFirstOrThrow();
    const owner = await user('owner');
    const member = await user('member');
    const { id: organisationId } = await query.insertInto('organisations').values({ name: 'הצוות', owner_id: owner.id, created_at: at(1), updated_at: at(1) }).returning('id').executeTakeFirstOrThrow();
    await query.insertInto('organisation_members').values({ organisation_id: organisationId, user_id: member.id, role: 'member', joined_at: at(2) }).execute();
    const invitation = (email: string, day: number, acceptedAt: string | null = null) => ({
      organisation_id: organisationId,
      email,
      role: 'admin' as const,
      token_hash: `${email}-${day}`,
      invited_by: owner.id,
      created_at: at(day),
      expires_at: '2099-01-01T00:00:00.000Z',
      accepted_at: acceptedAt,
    });
    await query
      .insertInto('organisation_invitations')
      .values([
        invitation('twice@example.test', 1),
        invitation('Twice@example.test', 2),
        invitation('Member@example.test', 1),
        // A removed member's older link, and the one they joined with.
        invitation('removed@example.test', 1),
        invitation('removed@example.test', 3, at(4)),
        invitation('waiting@example.test', 5),
      ])
      .execute();

    await finish();
    expect(await rows(query, sql`SELECT token_hash, closed_reason FROM organisation_invitations ORDER BY id`)).toEqual([
      { token_hash: 'twice@example.test-1', closed_reason: 'replaced' },
      { token_hash: 'Twice@example.test-2', closed_reason: null },
      { token_hash: 'Member@example.test-1', closed_reason: 'joined' },
      { token_hash: 'removed@example.test-1', closed_reason: 'joined' },
      { token_hash: 'removed@example.test-3', closed_reason: null },
      { token_hash: 'waiting@example.test-5', closed_reason: null },
    ]);
    // From now on an address has one open invitation at most.
    await expect(query.insertInto('organisation_invitations').values(invitation('WAITING@example.test', 6)).execute()).rejects.toThrow();
    expect(await run(query, sql`UPDATE organisation_invitations SET closed_at = ${at(6)}, closed_reason = 'cancelled' WHERE token_hash = 'waiting@example.test-5'`)).toBe(1);
    await query.insertInto('organisation_invitations').values(invitation('waiting@example.test', 6)).execute();
  });
});
