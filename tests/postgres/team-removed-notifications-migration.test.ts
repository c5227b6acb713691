import { describe, expect, it } from 'vitest';
import { enginesBefore } from '../helpers/engines';
import { rows, run, sql } from '../helpers/sql';

const BEFORE = '0048';
const AT = '2026-11-30T10:00:00.000Z';

describe.each(enginesBefore(BEFORE))('migration 0048 on $name: the bell tells a member they were removed from a team', ({ before }) => {
  it('keeps every notification with its id (and the pushes waiting for it), takes the new kind, and still refuses an unknown one', async () => {
    const { query, finish } = await before();
    const { id: userId } = await query.insertInto('users').values({ username: 'member', email: 'member@example.test', created_at: AT, updated_at: AT }).returning('id').executeTakeFirstOrThrow();
    const notification = (kind: 'lead' | 'team_closed' | 'team_removed' | 'nothing', title: string) => ({ user_id: userId, title, content: '', created_at: AT, kind, params: '{}' }) as never;
    const { id: closedId } = await query.insertInto('notifications').values(notification('team_closed', 'נסגר')).returning('id').executeTakeFirstOrThrow();
    await query.insertInto('notifications').values(notification('lead', 'ליד')).execute();
    const { id: device } = await query.insertInto('push_subscriptions').values({ user_id: userId, endpoint: 'https://push.example.test/1', p256dh: 'key', auth: 'auth', created_at: AT }).returning('id').executeTakeFirstOrThrow();
    await query.insertInto('push_queue').values({ subscription_id: device, notification_id: closedId, due_at: AT }).execute();
    await expect(query.insertInto('notifications').values(notification('team_removed', 'הוסרת')).execute()).rejects.toThrow();

    await finish();
    expect(await rows(query, sql`SELECT id, kind, title FROM notifications ORDER BY id`)).toEqual([
      { id: closedId, kind: 'team_closed', title: 'נסגר' },
      { id: closedId + 1, kind: 'lead', title: 'ליד' },
    ]);
    expect(await rows(query, sql`SELECT notification_id FROM push_queue`)).toEqual([{ notification_id: closedId }]);
    await query.insertInto('notifications').values(notification('team_removed', 'הוסרת')).execute();
    await expect(query.insertInto('notifications').values(notification('nothing', 'לא')).execute()).rejects.toThrow();
    // The pushes waiting still go with their notification.
    expect(await run(query, sql`DELETE FROM notifications WHERE id = ${closedId}`)).toBe(1);
    expect(await rows(query, sql`SELECT notification_id FROM push_queue`)).toEqual([]);
  });
});
