import type { Database } from 'better-sqlite3';

/** A support message with what its presentation needs (the customer's name, whether the conversation is closed). */
export interface SupportMessageRow {
  id: number;
  user_id: number;
  sender_id: number | null;
  username: string | null;
  content: string;
  html: string;
  is_read: 0 | 1;
  is_closed: 0 | 1;
  created_at: string;
}

/** The newest ticket of a conversation. */
export interface TicketRow {
  id: number;
  closed_at: string | null;
}

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
const IS_CLOSED = `coalesce((SELECT t.closed_at IS NOT NULL FROM support_tickets t WHERE t.user_id = m.user_id ORDER BY t.id DESC LIMIT 1), 0)`;
const MESSAGE_COLUMNS = `m.id, m.user_id, m.sender_id, u.username, m.content, m.html, m.is_read, ${IS_CLOSED} AS is_closed, m.created_at`;
/** A message written by support, not by the conversation's customer (a deleted sender was support: customers cascade). */
const FROM_SUPPORT = '(m.sender_id IS NULL OR m.sender_id != m.user_id)';

/** SQL access to support conversations and tickets. */
export function supportRepo(db: Database) {
  const conversation = db.prepare<[number, number], SupportMessageRow>(
    `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM support_messages m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.user_id = ? ORDER BY m.id DESC LIMIT ?) ORDER BY id`,
  );
  const latestPerCustomer = db.prepare<[number], SupportMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM support_messages m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.id IN (SELECT max(id) FROM support_messages GROUP BY user_id) ORDER BY m.id DESC LIMIT ?`,
  );
  const message = db.prepare<[number], SupportMessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM support_messages m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = ?`);
  const messageOwner = db.prepare<[number], { user_id: number }>('SELECT user_id FROM support_messages WHERE id = ?');
  const insertMessage = db.prepare<[NewSupportMessage]>(
    'INSERT INTO support_messages (user_id, sender_id, ticket_id, content, html, created_at) VALUES (@userId, @senderId, @ticketId, @content, @html, @createdAt)',
  );
  const latestTicket = db.prepare<[number], TicketRow>('SELECT id, closed_at FROM support_tickets WHERE user_id = ? ORDER BY id DESC LIMIT 1');
  const insertTicket = db.prepare<[{ userId: number; subject: string; openedBy: number; createdAt: string }]>(
    'INSERT INTO support_tickets (user_id, subject, opened_by, created_at) VALUES (@userId, @subject, @openedBy, @createdAt)',
  );
  const closeTicket = db.prepare<[string, number, number]>('UPDATE support_tickets SET closed_at = ?, closed_by = ? WHERE id = ? AND closed_at IS NULL');
  const reopenTicket = db.prepare<[number]>('UPDATE support_tickets SET closed_at = NULL, closed_by = NULL WHERE id = ?');
  const readByCustomer = db.prepare<[number]>(`UPDATE support_messages AS m SET is_read = 1 WHERE m.user_id = ? AND m.is_read = 0 AND ${FROM_SUPPORT}`);
  const readBySupport = db.prepare<[number]>('UPDATE support_messages SET is_read = 1 WHERE user_id = ? AND sender_id = user_id AND is_read = 0');
  const unreadForCustomer = db.prepare<[number], { n: number }>(`SELECT count(*) AS n FROM support_messages m WHERE m.user_id = ? AND m.is_read = 0 AND ${FROM_SUPPORT}`);
  const customersWaiting = db.prepare<[], { n: number }>('SELECT count(DISTINCT user_id) AS n FROM support_messages WHERE is_read = 0 AND sender_id = user_id');

  return {
    /** A customer's conversation, the newest `limit` messages, oldest first. */
    conversation: (userId: number, limit: number) => conversation.all(userId, limit),
    /** The newest message of each conversation, newest first. */
    latestPerCustomer: (limit: number) => latestPerCustomer.all(limit),
    message: (id: number) => message.get(id),
    /** The customer whose conversation holds a message. */
    messageOwner: (messageId: number) => messageOwner.get(messageId)?.user_id,
    insertMessage: (message: NewSupportMessage) => Number(insertMessage.run(message).lastInsertRowid),
    latestTicket: (userId: number) => latestTicket.get(userId),
    openTicket: (userId: number, subject: string, openedBy: number, createdAt: string) => Number(insertTicket.run({ userId, subject, openedBy, createdAt }).lastInsertRowid),
    closeTicket: (ticketId: number, closedBy: number, at: string) => void closeTicket.run(at, closedBy, ticketId),
    reopenTicket: (ticketId: number) => void reopenTicket.run(ticketId),
    /** Marks support's messages read by the customer; returns how many were unread. */
    markReadByCustomer: (userId: number) => readByCustomer.run(userId).changes,
    /** Marks the customer's messages read by support; returns how many were unread. */
    markReadBySupport: (userId: number) => readBySupport.run(userId).changes,
    /** How many of support's messages the customer has not read. */
    unreadForCustomer: (userId: number) => unreadForCustomer.get(userId)!.n,
    /** How many customers wait for support to read them. */
    customersWaiting: () => customersWaiting.get()!.n,
  };
}
