import { describe, expect, it } from 'vitest';
import { supportRepo } from '../../api/support/repo';
import { usersRepo } from '../../api/users/repo';
import type { QueryBuilder } from '../../db/query-builder';
import { engines } from '../helpers/engines';

const at = (s: number) => `2026-05-01T10:00:0${s}.000Z`;

const account = (query: QueryBuilder, username: string) =>
  usersRepo(query).createUser({ username, email: `${username}@example.com`, passwordHash: 'h', googleSub: null, displayName: username });

describe.each(engines)('the support chat on $name', ({ open }) => {
  it('keeps conversations with their closed mark, read marks and waiting counts', async () => {
    const query = await open();
    const repo = supportRepo(query);
    const dana = await account(query, 'dana');
    const omer = await account(query, 'omer');
    const agent = await account(query, 'agent');
    const ticket = await repo.openTicket(dana.id, 'שאלה', dana.id, at(0));
    const write = (userId: number, senderId: number, ticketId: number, content: string, s: number) =>
      repo.insertMessage({ userId, senderId, ticketId, content, html: `<p>${content}</p>`, createdAt: at(s) });
    const first = await write(dana.id, dana.id, ticket, 'שלום', 1);
    const reply = await write(dana.id, agent.id, ticket, 'היי', 2);
    const third = await write(dana.id, dana.id, ticket, 'תודה', 3);
    const omerTicket = await repo.openTicket(omer.id, 'עזרה', omer.id, at(4));
    const omers = await write(omer.id, omer.id, omerTicket, 'עזרה', 4);

    expect(await repo.message(reply)).toEqual({ id: reply, user_id: dana.id, sender_id: agent.id, username: 'dana', content: 'היי', html: '<p>היי</p>', is_read: 0, is_closed: 0, created_at: at(2) });
    expect((await repo.conversation(dana.id, 2)).map((m) => m.id)).toEqual([reply, third]);
    expect((await repo.conversation(dana.id, 10)).map((m) => m.id)).toEqual([first, reply, third]);
    expect((await repo.latestPerCustomer(10)).map((m) => m.id)).toEqual([omers, third]);
    expect(await repo.messageOwner(omers)).toBe(omer.id);
    expect(await repo.customersWaiting()).toBe(2);
    expect(await repo.unreadForCustomer(dana.id)).toBe(1);
    expect(await repo.markReadByCustomer(dana.id)).toBe(1);
    expect(await repo.unreadForCustomer(dana.id)).toBe(0);
    expect(await repo.markReadBySupport(dana.id)).toBe(2);
    expect(await repo.customersWaiting()).toBe(1);

    await repo.closeTicket(ticket, agent.id, at(5));
    expect(await repo.latestTicket(dana.id)).toEqual({ id: ticket, closed_at: at(5) });
    expect((await repo.conversation(dana.id, 10)).map((m) => m.is_closed)).toEqual([1, 1, 1]);
    expect((await repo.message(omers))?.is_closed).toBe(0);
    await repo.reopenTicket(ticket);
    expect((await repo.message(first))?.is_closed).toBe(0);
  });
});
