import { describe, expect, it } from 'vitest';
import { uploadsRepo, type UploadRow } from '../../api/uploads/repo';
import { usersRepo } from '../../api/users/repo';
import { contactRepo } from '../../api/contact/repo';
import { visitorFilesRepo, type VisitorFileRow } from '../../api/visitor-files/repo';
import { engines } from '../helpers/engines';

const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** A 24-character upload id from a short name. */
// Names of different lengths must stay different ids: padded with a letter no name ends in.
const idOf = (name: string) => name.padEnd(24, 'x');

const upload = (name: string, userId: number | null, bytes: number): UploadRow => ({
  id: idOf(name),
  user_id: userId,
  purpose: 'avatar',
  width: 400,
  height: 400,
  bytes,
  created_at: at(0),
  claimed_at: null,
});

describe.each(engines)('uploads on $name', ({ open }) => {
  it('records images, claims each once, sums an account’s usage and finds the images of deleted accounts', async () => {
    const query = await open();
    const repo = uploadsRepo(query);
    const owner = await usersRepo(query).createUser({ username: 'maya', email: 'maya@example.com', passwordHash: 'h', googleSub: null, displayName: 'מאיה' });
    expect(await repo.usageOf(owner.id)).toEqual({ count: 0, bytes: 0 });
    await repo.insert(upload('a1', owner.id, 1000));
    await repo.insert(upload('a2', owner.id, 500));
    await repo.insert(upload('gone', null, 10));
    await repo.claim([idOf('a1')], at(1));
    await repo.claim([idOf('a1'), idOf('a2')], at(2));
    expect((await repo.listByUser(owner.id)).map((row) => [row.id, row.claimed_at]).sort()).toEqual([
      [idOf('a1'), at(1)],
      [idOf('a2'), at(2)],
    ]);
    expect(await repo.usageOf(owner.id)).toEqual({ count: 2, bytes: 1500 });
    expect(await repo.ownerIds()).toEqual([owner.id]);
    expect((await repo.listOrphaned()).map((row) => row.id)).toEqual([idOf('gone')]);
    await repo.delete(idOf('a1'));
    expect(await repo.findById(idOf('a1'))).toBeUndefined();
    expect(await repo.findById(idOf('a2'))).toMatchObject({ user_id: owner.id, purpose: 'avatar', bytes: 500 });
  });
});

/** A visitor's PDF, of `visitorKey`'s day. */
const visitorFile = (name: string, bytes: number, contactRequestId: number | null, visitorKey = 'sender'): VisitorFileRow => ({
  id: idOf(name),
  lead_id: null,
  contact_request_id: contactRequestId,
  kind: 'pdf',
  file_name: `${name}.pdf`,
  bytes,
  visitor_key: visitorKey,
  created_at: at(0),
});
/** A small day's allowance: three files, 1,000 bytes. */
const allowance = { count: 3, bytes: 1000 };

describe.each(engines)('visitors’ files on $name', ({ open }) => {
  it('records a message’s file within its sender’s allowance and finds the files whose lead or message is gone', async () => {
    const query = await open();
    const repo = visitorFilesRepo(query);
    const message = await contactRepo(query).create({ name: 'רות', email: 'ruth@example.com', subject: 'שאלה', message: 'שלום', userId: null });
    expect(await repo.insertWithinAllowance(visitorFile('kept', 300, message), allowance)).toBe(true);
    expect(await repo.insertWithinAllowance(visitorFile('left', 200, null), allowance)).toBe(true);
    // 300 + 200 + 600 bytes is past the day's 1,000; another sender's day is their own.
    expect(await repo.insertWithinAllowance(visitorFile('heavy', 600, null), allowance)).toBe(false);
    expect(await repo.insertWithinAllowance(visitorFile('other', 600, null, 'another sender'), allowance)).toBe(true);
    expect(await repo.insertWithinAllowance(visitorFile('third', 400, null), allowance)).toBe(true);
    expect(await repo.insertWithinAllowance(visitorFile('fourth', 1, null), allowance)).toBe(false);
    expect(await repo.ofContactRequest(message)).toEqual(visitorFile('kept', 300, message));
    expect(await repo.ofLead(message)).toBeUndefined();
    expect((await repo.listOrphaned()).map((row) => row.id).sort()).toEqual([idOf('left'), idOf('other'), idOf('third')].sort());
    await repo.delete(idOf('left'));
    expect((await repo.listOrphaned()).map((row) => row.id).sort()).toEqual([idOf('other'), idOf('third')].sort());
  });

  it('fits exactly the allowance when one sender’s files arrive at once (in transactions of their own, on PostgreSQL each on a connection of its own)', async () => {
    const query = await open();
    const recorded = await Promise.all(
      Array.from({ length: 12 }, (_, i) => query.transaction().execute((trx) => visitorFilesRepo(trx).insertWithinAllowance(visitorFile(`parallel-${String(i).padStart(2, '0')}`, 10, null), allowance))),
    );
    expect(recorded.filter(Boolean)).toHaveLength(allowance.count);
    const { n } = await query.selectFrom('visitor_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(allowance.count);
  });
});
