import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { ONE_ROW, type QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';

/** A support message with what its presentation needs (the customer's name, whether the conversation is closed). */
export type SupportMessageRow = Pick<Selectable<Tables['support_messages']>, 'id' | 'user_id' | 'sender_id' | 'content' | 'html' | 'is_read' | 'created_at'> & {
  username: string | null;
  is_closed: 0 | 1;
};

/** The newest ticket of a conversation. */
export type TicketRow = Pick<Selectable<Tables['support_tickets']>, 'id' | 'closed_at'>;

/** What a new message is made of. */
export interface NewSupportMessage {
  userId: number;
  senderId: number;
  ticketId: number;
  content: string;
  html: string;
  createdAt: string;
}

/** The conversation is closed when its newest ticket is. */
const isClosed = sql<0 | 1>`CASE WHEN (SELECT t.closed_at FROM support_tickets t WHERE t.user_id = m.user_id ORDER BY t.id DESC LIMIT 1) IS NOT NULL THEN 1 ELSE 0 END`;

/** A message written by support, not by the conversation's customer (a deleted sender was support: customers cascade). */
const fromSupport = (eb: ExpressionBuilder<Tables & { m: Tables['support_messages'] }, 'm'>) => eb.or([eb('m.sender_id', 'is', null), eb('m.sender_id', '!=', eb.ref('m.user_id'))]);

/** SQL access to support conversations and tickets. */
export function supportRepo(query: QueryBuilder) {
  const messages = () =>
    query
      .selectFrom('support_messages as m')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.user_id', 'm.sender_id', 'u.username', 'm.content', 'm.html', 'm.is_read', isClosed.as('is_closed'), 'm.created_at']);

  return {
    /** A customer's conversation, the newest `limit` messages, oldest first. */
    async conversation(userId: number, limit: number): Promise<SupportMessageRow[]> {
      const newestFirst = await messages().where('m.user_id', '=', userId).orderBy('m.id', 'desc').limit(limit).execute();
      return newestFirst.toReversed();
    },
    /**
     * The newest message of each of the `limit` latest conversations, and of every older one whose customer waits for an
     * answer (their message the newest, unread), newest first: however busy support is, nobody waiting drops off the list.
     */
    latestPerCustomer(limit: number): Promise<SupportMessageRow[]> {
      const newestOfEach = query.selectFrom('support_messages').select((eb) => eb.fn.max('id').as('id')).groupBy('user_id');
      const latest = newestOfEach.orderBy((eb) => eb.fn.max('id'), 'desc').limit(limit);
      return messages()
        .where('m.id', 'in', newestOfEach)
        .where((eb) => eb.or([eb('m.id', 'in', latest), eb.and([eb('m.sender_id', '=', eb.ref('m.user_id')), eb('m.is_read', '=', 0)])]))
        .orderBy('m.id', 'desc')
        .execute();
    },
    message: (id: number): Promise<SupportMessageRow | undefined> => messages().where('m.id', '=', id).executeTakeFirst(),
    /** The customer whose conversation holds a message. */
    async messageOwner(messageId: number): Promise<number | undefined> {
      return (await query.selectFrom('support_messages').select('user_id').where('id', '=', messageId).executeTakeFirst())?.user_id;
    },
    async insertMessage(message: NewSupportMessage): Promise<number> {
      const { id } = await query
        .insertInto('support_messages')
        .values({ user_id: message.userId, sender_id: message.senderId, ticket_id: message.ticketId, content: message.content, html: message.html, created_at: message.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    latestTicket: (userId: number): Promise<TicketRow | undefined> =>
      query.selectFrom('support_tickets').select(['id', 'closed_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(ONE_ROW).executeTakeFirst(),
    async openTicket(userId: number, subject: string, openedBy: number, createdAt: string): Promise<number> {
      const { id } = await query
        .insertInto('support_tickets')
        .values({ user_id: userId, subject, opened_by: openedBy, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async closeTicket(ticketId: number, closedBy: number, at: string): Promise<void> {
      await query.updateTable('support_tickets').set({ closed_at: at, closed_by: closedBy }).where('id', '=', ticketId).where('closed_at', 'is', null).execute();
    },
    async reopenTicket(ticketId: number): Promise<void> {
      await query.updateTable('support_tickets').set({ closed_at: null, closed_by: null }).where('id', '=', ticketId).execute();
    },
    /** Marks support's messages read by the customer; returns how many were unread. */
    async markReadByCustomer(userId: number): Promise<number> {
      const result = await query
        .updateTable('support_messages as m')
        .set({ is_read: 1 })
        .where('m.user_id', '=', userId)
        .where('m.is_read', '=', 0)
        .where(fromSupport)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** Marks the customer's messages read by support; returns how many were unread. */
    async markReadBySupport(userId: number): Promise<number> {
      const result = await query
        .updateTable('support_messages')
        .set({ is_read: 1 })
        .where('user_id', '=', userId)
        .where((eb) => eb('sender_id', '=', eb.ref('user_id')))
        .where('is_read', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** How many of support's messages the customer has not read. */
    async unreadForCustomer(userId: number): Promise<number> {
      const { n } = await query
        .selectFrom('support_messages as m')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.user_id', '=', userId)
        .where('m.is_read', '=', 0)
        .where(fromSupport)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** How many customers wait for support to read them. */
    async customersWaiting(): Promise<number> {
      const { n } = await query
        .selectFrom('support_messages')
        .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
        .where('is_read', '=', 0)
        .where((eb) => eb('sender_id', '=', eb.ref('user_id')))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}
