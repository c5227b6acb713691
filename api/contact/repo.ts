import type { Database } from 'better-sqlite3';
import type { ContactRequestInput } from '../../shared/contract/contact';

/** Stores the contact form's requests. */
export function contactRepo(db: Database) {
  const insert = db.prepare(`INSERT INTO contact_requests (name, email, subject, message, user_id, created_at)
    VALUES (@name, @email, @subject, @message, @userId, @createdAt)`);
  return {
    /** Saves a request and returns its id. */
    create(request: ContactRequestInput & { userId: number | null }, createdAt = new Date().toISOString()): number {
      return Number(insert.run({ ...request, createdAt }).lastInsertRowid);
    },
  };
}
