import type { QueryBuilder } from '../../db/query-builder';
import { SUPPORT_MESSAGES, type SupportMessage, type SupportMessageInput, type SupportTicketInput } from '../../shared/contract/support';
import type { AuthUser } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error';
import { notificationsRepo } from '../notifications/repo';
import type { PlansService } from '../plans/service';
import { messageHtml, messagePreview } from './content';
import { supportRepo, type SupportMessageRow } from './repo';
import { usersRepo } from '../users/repo';

/** Who calls: a customer (role user) or support (any other role). */
export type SupportActor = Pick<AuthUser, 'id' | 'userRole'>;

/** How many messages of a conversation, and how many conversations besides those waiting for an answer, a list holds. */
export const SUPPORT_LIST_LIMIT = 200;
export const CONVERSATION_LIST_LIMIT = 50;

const isSupport = (actor: SupportActor) => actor.userRole !== 'user';

async function present(row: SupportMessageRow): Promise<SupportMessage> {
  const fromSupport = row.sender_id !== row.user_id;
  return {
    id: row.id,
    userId: row.user_id,
    senderId: row.sender_id,
    username: row.username,
    sender: fromSupport ? 'support' : 'user',
    content: row.html,
    preview: await messagePreview(row.content, fromSupport),
    isRead: row.is_read === 1,
    isClosed: row.is_closed === 1,
    createdAt: row.created_at,
  };
}

/** A new conversation's subject: the first line of its first message. */
const subjectOf = (content: string): Promise<string> => messagePreview(content.split('\n', 1)[0] ?? '', false, 80);

/** Writes a message (notifying the customer of support's) in the transaction `trx`. */
async function insert(trx: QueryBuilder, customerId: number, actor: SupportActor, ticketId: number, content: string, now: string): Promise<SupportMessage> {
  const fromSupport = customerId !== actor.id;
  const messages = supportRepo(trx);
  const id = await messages.insertMessage({ userId: customerId, senderId: actor.id, ticketId, content, html: await messageHtml(content, fromSupport), createdAt: now });
  if (fromSupport) {
    await notificationsRepo(trx).create({
      userId: customerId,
      title: SUPPORT_MESSAGES.replyNotificationTitle,
      content: SUPPORT_MESSAGES.replyNotificationContent,
      createdAt: now,
      kind: 'support_reply',
      params: {},
    });
  }
  return present((await messages.message(id))!);
}

/** The ticket a message goes under: the open one, or a new one (support reopening, or a customer's first message). */
async function ticketFor(trx: QueryBuilder, customerId: number, actor: SupportActor, content: string, now: string): Promise<number> {
  const tickets = supportRepo(trx);
  const ticket = await tickets.latestTicket(customerId);
  if (ticket && ticket.closed_at === null) return ticket.id;
  if (ticket && !isSupport(actor)) throw conflict(SUPPORT_MESSAGES.closed, 'conversation_closed');
  const subject = isSupport(actor) && customerId !== actor.id ? SUPPORT_MESSAGES.supportOpenedSubject : await subjectOf(content);
  return tickets.openTicket(customerId, subject, actor.id, now);
}

/**
 * The rules of the support chat. A customer writes only while their conversation is open and
 * they have an active plan (a running trial counts); support writes to anyone, and a message to a closed
 * conversation opens a ticket that reopens it. Support's replies notify the customer (`notified` is told once one is
 * committed), and every committed change of a conversation (a message, read marks, closing, reopening) is told to
 * `changed` with its customer's id, for the chats open on it.
 */
export function supportService(
  query: QueryBuilder,
  plans: PlansService,
  { notified, changed = () => undefined }: { notified?: (customerId: number) => void; changed?: (customerId: number) => void } = {},
) {
  const repo = supportRepo(query);
  const users = usersRepo(query);

  async function assertCustomerMayWrite(actor: SupportActor): Promise<void> {
    if (!isSupport(actor)) await plans.assertSupportChat(actor.id);
  }

  /** The conversation support names, or the caller's own; a customer may read only their own. */
  async function conversationOwner(actor: SupportActor, userId: number | undefined): Promise<number> {
    if (userId === undefined || userId === actor.id) return actor.id;
    if (!isSupport(actor)) throw forbidden(SUPPORT_MESSAGES.otherConversation);
    if (!(await users.findById(userId))) throw notFound(SUPPORT_MESSAGES.recipientMissing);
    return userId;
  }

  /** The ticket a message refers to, and its customer, for support's close and reopen. */
  async function ticketOfMessage(messageId: number) {
    const customerId = await repo.messageOwner(messageId);
    const ticket = customerId === undefined ? undefined : await repo.latestTicket(customerId);
    if (!ticket || customerId === undefined) throw notFound(SUPPORT_MESSAGES.conversationMissing);
    return { ticket, customerId };
  }

  return {
    /** A conversation, oldest message first. */
    async conversation(actor: SupportActor, userId?: number): Promise<SupportMessage[]> {
      return Promise.all((await repo.conversation(await conversationOwner(actor, userId), SUPPORT_LIST_LIMIT)).map(present));
    },

    /** Support's inbox: the newest message of the latest conversations and of every one waiting for an answer, newest first. */
    async latestPerCustomer(): Promise<SupportMessage[]> {
      return Promise.all((await repo.latestPerCustomer(CONVERSATION_LIST_LIMIT)).map(present));
    },

    /** A message from a customer to support, or from support to the customer `recipientId`. */
    async send(actor: SupportActor, input: SupportMessageInput, now = new Date().toISOString()): Promise<SupportMessage> {
      const customerId = isSupport(actor) ? input.recipientId : actor.id;
      if (customerId === undefined) throw badRequest(SUPPORT_MESSAGES.recipientRequired);
      if (!(await users.findById(customerId))) throw notFound(SUPPORT_MESSAGES.recipientMissing);
      await assertCustomerMayWrite(actor);
      const message = await query.transaction().execute(async (trx) => insert(trx, customerId, actor, await ticketFor(trx, customerId, actor, input.content, now), input.content, now));
      // Committed: support's answer rang the customer's bell.
      if (customerId !== actor.id) notified?.(customerId);
      changed(customerId);
      return message;
    },

    /** A new request from the caller: a ticket with its subject and first message, which reopens the conversation. */
    async openTicket(actor: SupportActor, input: SupportTicketInput, now = new Date().toISOString()): Promise<SupportMessage> {
      await assertCustomerMayWrite(actor);
      const message = await query
        .transaction()
        .execute(async (trx) => insert(trx, actor.id, actor, await supportRepo(trx).openTicket(actor.id, input.subject, actor.id, now), input.content, now));
      changed(actor.id);
      return message;
    },

    /** Support closes the conversation a message belongs to (closing a closed one changes nothing). */
    async close(actor: SupportActor, messageId: number, now = new Date().toISOString()): Promise<void> {
      const { ticket, customerId } = await ticketOfMessage(messageId);
      await repo.closeTicket(ticket.id, actor.id, now);
      changed(customerId);
    },

    /** Support reopens the conversation a message belongs to. */
    async reopen(messageId: number): Promise<void> {
      const { ticket, customerId } = await ticketOfMessage(messageId);
      await repo.reopenTicket(ticket.id);
      changed(customerId);
    },

    /** Marks a conversation read by the caller: a customer reads support's messages, support a customer's. */
    async markRead(actor: SupportActor, userId?: number): Promise<number> {
      const customerId = await conversationOwner(actor, userId);
      const updated = customerId === actor.id ? await repo.markReadByCustomer(customerId) : await repo.markReadBySupport(customerId);
      // Only a mark that changed something is told: the chats that read again on it find nothing new to mark.
      if (updated > 0) changed(customerId);
      return updated;
    },

    /** The header's count (User.unreadSupportMessages): unread replies for a customer, waiting customers for support. */
    unreadFor(actor: SupportActor): Promise<number> {
      return isSupport(actor) ? repo.customersWaiting() : repo.unreadForCustomer(actor.id);
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
