import { describe, expect, it } from 'vitest';
import { enginesBefore } from '../helpers/engines';
import { rows, run, sql } from '../helpers/sql';

const BEFORE = '0049';
const AT = '2026-11-30T10:00:00.000Z';

describe.each(enginesBefore(BEFORE))('migration 0049 on $name: the devices each account signed in from', ({ before }) => {
  it('adds an empty table keyed by account and cookie digest, whose rows go with their account', async () => {
    const { query, finish } = await before();
    const { id: userId } = await query.insertInto('users').values({ username: 'owner', email: 'owner@example.test', created_at: AT, updated_at: AT }).returning('id').executeTakeFirstOrThrow();
    const { id: otherId } = await query.insertInto('users').values({ username: 'other', email: 'other@example.test', created_at: AT, updated_at: AT }).returning('id').executeTakeFirstOrThrow();

    await finish();
    expect(await rows(query, sql`SELECT user_id FROM sign_in_devices`)).toEqual([]);
    const device = (user_id: number, device_hash: string) => ({ user_id, device_hash, browser: 'chrome', system: 'android', first_seen_at: AT, last_seen_at: AT });
    await query.insertInto('sign_in_devices').values([device(userId, 'a'.repeat(64)), device(userId, 'b'.repeat(64)), device(otherId, 'a'.repeat(64))]).execute();
    // One row per account and device; another account may know the same browser.
    await expect(query.insertInto('sign_in_devices').values(device(userId, 'a'.repeat(64))).execute()).rejects.toThrow();
    await expect(query.insertInto('sign_in_devices').values(device(userId + otherId + 1, 'c'.repeat(64))).execute()).rejects.toThrow();

    expect(await run(query, sql`DELETE FROM users WHERE id = ${userId}`)).toBe(1);
    expect(await rows(query, sql`SELECT user_id, device_hash FROM sign_in_devices`)).toEqual([{ user_id: otherId, device_hash: 'a'.repeat(64) }]);
  });
});
