import { z } from 'zod';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from './support-texts';

export { SUPPORT_LIMITS, SUPPORT_MESSAGES } from './support-texts';

/**
 * A message of a customer's support conversation (with the widget's `sender`).
 * `content` is HTML made safe by the server: a customer's text escaped, support's limited markup sanitised.
 * `preview` is the same as plain text, for lists. `isClosed` tells whether the conversation is closed now.
 */
export const supportMessageSchema = z.object({
  id: z.number().int(),
  /** The customer whose conversation this is. */
  userId: z.number().int(),
  senderId: z.number().int().nullable(),
  /** The customer's username (null when it is gone: shown as "user #id"). */
  username: z.string().nullable(),
  sender: z.enum(['user', 'support']),
  content: z.string(),
  preview: z.string(),
  isRead: z.boolean(),
  isClosed: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessageListSchema = z.array(supportMessageSchema);

const contentSchema = z
  .string({ error: SUPPORT_MESSAGES.emptyMessage })
  .trim()
  .min(1, SUPPORT_MESSAGES.emptyMessage)
  .max(SUPPORT_LIMITS.content, SUPPORT_MESSAGES.contentMax);

const userIdSchema = z.coerce.number({ error: SUPPORT_MESSAGES.recipientRequired }).int().positive().max(Number.MAX_SAFE_INTEGER);

/** `POST /api/messages`: a message in a support conversation (a customer writes to support; support names the customer). */
export const supportMessageInputSchema = z.object({
  recipientId: userIdSchema.optional(),
  content: contentSchema,
  type: z.literal('support').default('support'),
});
export type SupportMessageInput = z.infer<typeof supportMessageInputSchema>;

/** `POST /api/create-support-ticket`: a new request, which opens the conversation again. */
export const supportTicketInputSchema = z.object({
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectRequired })
    .trim()
    .min(2, SUPPORT_MESSAGES.subjectRequired)
    .max(SUPPORT_LIMITS.subject, SUPPORT_MESSAGES.subjectMax),
  content: contentSchema,
});
export type SupportTicketInput = z.infer<typeof supportTicketInputSchema>;

/** `GET /api/support-messages?userId=` (support reads a customer's conversation) and `PUT /api/messages/read-all`. */
export const supportConversationQuerySchema = z.object({ userId: userIdSchema.optional() });
