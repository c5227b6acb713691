import type { QueryBuilder } from '../../db/query-builder';
import type { ContactRequestInput } from '../../shared/contract/contact';

/** Stores the contact form's requests. */
export function contactRepo(query: QueryBuilder) {
  return {
    /** Saves a request and returns its id. */
    async create({ name, email, subject, message, userId }: ContactRequestInput & { userId: number | null }, createdAt = new Date().toISOString()): Promise<number> {
      const { id } = await query
        .insertInto('contact_requests')
        .values({ name, email, subject, message, user_id: userId, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}
