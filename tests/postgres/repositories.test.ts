import { describe, expect, it } from 'vitest';
import { contactRepo } from '../../api/contact/repo';
import { errorReportsRepo } from '../../api/error-reports/repo';
import { sessionsRepo } from '../../api/sessions/repo';
import { sessionStore } from '../../api/sessions/store';
import { DuplicateUserError, usersRepo } from '../../api/users/repo';
import { engines } from '../helpers/engines';

// The repositories written with the query builder, run on each engine with the same expectations.
describe.each(engines)('repositories on $name', ({ open }) => {
  it('stores an anonymous visitor’s error report as the app sent it, Hebrew intact', async () => {
    const query = await open();
    const repo = errorReportsRepo(query);
    await repo.create({ errorType: 'TypeError', errorMessage: 'לא ניתן לקרוא', path: '/dashboard', userId: null, userAgent: 'Mozilla/5.0' }, '2026-11-27T08:00:00.000Z');
    const rows = await query.selectFrom('error_reports').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 1,
        user_id: null,
        error_type: 'TypeError',
        error_message: 'לא ניתן לקרוא',
        error_details: null,
        path: '/dashboard',
        user_agent: 'Mozilla/5.0',
        created_at: '2026-11-27T08:00:00.000Z',
      },
    ]);
  });

  it('finds a username whatever its case, an address lower-cased, and names the field a second account would take', async () => {
    const users = usersRepo(await open());
    const dana = await users.createUser({ username: 'Dana.Levi', email: ' Dana@Example.COM ', passwordHash: 'hash', googleSub: null, displayName: 'דנה' }, new Date('2026-01-01T00:00:00.000Z'));
    expect(dana).toMatchObject({ username: 'Dana.Levi', email: 'dana@example.com', display_name: 'דנה', is_demo: 0, trial_ends_at: '2026-01-15T00:00:00.000Z' });
    expect((await users.findByUsername('dana.levi'))?.id).toBe(dana.id);
    expect((await users.findByEmail('DANA@example.com'))?.id).toBe(dana.id);
    await expect(users.createUser({ username: 'DANA.LEVI', email: 'other@example.com', passwordHash: null, googleSub: null, displayName: 'x' })).rejects.toEqual(new DuplicateUserError('username'));
    await expect(users.createUser({ username: 'other', email: 'dana@example.com', passwordHash: null, googleSub: null, displayName: 'x' })).rejects.toEqual(new DuplicateUserError('email'));
    expect(await users.uniqueUsernameFrom('dana.levi')).toBe('dana.levi2');
    const other = await users.createUser({ username: 'other', email: 'other@example.com', passwordHash: null, googleSub: 'g-1', displayName: 'x' });
    await expect(users.linkGoogleSub(dana.id, 'g-1')).rejects.toEqual(new DuplicateUserError('googleSub'));
    await expect(users.updateProfile(other.id, { username: 'dana.LEVI' })).rejects.toEqual(new DuplicateUserError('username'));
    await users.updateProfile(other.id, { displayName: 'אחר', locale: 'en' });
    expect(await users.findById(other.id)).toMatchObject({ username: 'other', display_name: 'אחר', locale: 'en' });
  });

  it('keeps a session, slides it, ends the others of its account and forgets an expired one', async () => {
    const query = await open();
    const user = await usersRepo(query).createUser({ username: 'sam', email: 'sam@example.com', passwordHash: 'h', googleSub: null, displayName: 'Sam' });
    const store = sessionStore(query);
    await store.set('a', { userId: user.id, authAt: Date.now() }, 60_000);
    await store.set('a', { userId: user.id, authAt: Date.now(), csrfSecret: 's' }, 60_000);
    await store.set('b', { userId: user.id, authAt: Date.now() }, 60_000);
    await store.set('gone', { userId: user.id }, -1);
    expect(await store.get('a')).toMatchObject({ userId: user.id, csrfSecret: 's' });
    expect(await store.get('gone')).toBeUndefined();
    await sessionsRepo(query).endOthers(user.id, 'a');
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    await sessionsRepo(query).endOthers(user.id, undefined);
    expect(await store.get('a')).toBeUndefined();
  });

  it('stores contact requests with consecutive ids, signed-in or not', async () => {
    const query = await open();
    const repo = contactRepo(query);
    const request = { name: 'רות', email: 'ruth@example.com', subject: 'שאלה', message: 'שלום' };
    const first = await repo.create({ ...request, userId: null }, '2026-02-01T10:00:00.000Z');
    const second = await repo.create({ ...request, userId: null }, '2026-02-01T10:00:01.000Z');
    expect(second).toBe(first + 1);
    expect(await query.selectFrom('contact_requests').select(['id', 'name', 'user_id', 'created_at']).orderBy('id').execute()).toEqual([
      { id: first, name: 'רות', user_id: null, created_at: '2026-02-01T10:00:00.000Z' },
      { id: second, name: 'רות', user_id: null, created_at: '2026-02-01T10:00:01.000Z' },
    ]);
  });
});
