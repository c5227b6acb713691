import { z } from 'zod';
import { httpsAddressSchema } from './https-address';
import { WEBHOOK_MESSAGES } from './webhook-texts';

export { WEBHOOK_LIMIT, WEBHOOK_MESSAGES, WEBHOOK_SAMPLE_LIMIT } from './webhook-texts';

/** How many of a webhook's latest deliveries its log shows. */
export const WEBHOOK_LOG_LENGTH = 20;

/** `POST /api/webhooks` body: an HTTPS address without credentials (where it may point is checked by the server). */
export const webhookInputSchema = z.object({ url: httpsAddressSchema(500, WEBHOOK_MESSAGES) });
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** What a delivery carries: a new lead, or the sample lead of "send a test". */
export const WEBHOOK_EVENTS = ['lead.created', 'test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery stands: waiting for its (next) attempt, received with a 2xx, or given up after a day. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why the last attempt failed: the receiver's status, or the connection's fault. */
export const DELIVERY_ERRORS = ['http_status', 'timeout', 'refused', 'private_network', 'tls', 'dns', 'network'] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];

/** One delivery in a webhook's log. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  /** The lead's name (the sample's for a test). */
  leadName: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's status code at the last attempt; null before one, or when no answer came. */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.enum(DELIVERY_ERRORS).nullable(),
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A webhook with its latest deliveries (the secret is never shown again after it was added). */
export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
  deliveries: z.array(webhookDeliverySchema),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** `GET /api/webhooks`: the account's webhooks and how many it may have. */
export const webhookListSchema = z.object({ items: z.array(webhookSchema), limit: z.number().int() });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** `POST /api/webhooks` answer: the webhook and, this once, its signing secret. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/**
 * `POST /api/webhooks/{id}/test` answer: the sample lead's delivery, tried once: delivered (with the receiver's
 * status), or failed with why, as the webhook's log shows it.
 */
export const webhookSampleSentSchema = z.object({ message: z.string(), delivery: webhookDeliverySchema });
export type WebhookSampleSent = z.infer<typeof webhookSampleSentSchema>;

/** The JSON body a receiver gets (documented in the README). */
export const webhookPayloadSchema = z.object({
  event: z.enum(WEBHOOK_EVENTS),
  lead: z.object({
    id: z.number().int(),
    createdAt: z.string(),
    card: z.object({ slug: z.string().nullable(), name: z.string(), url: z.string().nullable() }),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    message: z.string(),
    /** The visitor's file: downloaded by the card's owner, signed in, at `url`. */
    attachments: z.array(z.object({ url: z.string(), fileName: z.string(), kind: z.enum(['image', 'pdf']), bytes: z.number().int() })),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** The headers of a delivery: the signature is HMAC-SHA256 over `{timestamp}.{body}` with the webhook's secret. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Kartis-Signature',
  timestamp: 'X-Kartis-Timestamp',
  event: 'X-Kartis-Event',
  delivery: 'X-Kartis-Delivery',
} as const;

/** How old a delivery's timestamp may be before a receiver should refuse it as a replay. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 5 * 60;
