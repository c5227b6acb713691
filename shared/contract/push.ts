import { z } from 'zod';
import { CARD_LANGUAGES as LOCALES } from './card-languages';
import { httpsAddressSchema } from './https-address';
import { PUSH_MESSAGES } from './push-texts';

export { PUSH_MESSAGES, PUSH_SUBSCRIPTION_LIMIT } from './push-texts';

/** A push service's address for one device: HTTPS without credentials (where it may point is checked by the server). */
const endpointSchema = httpsAddressSchema(1000, {
  tooLong: PUSH_MESSAGES.invalidSubscription,
  invalidUrl: PUSH_MESSAGES.invalidSubscription,
  httpsOnly: PUSH_MESSAGES.httpsOnly,
  credentials: PUSH_MESSAGES.invalidSubscription,
});

/** `PUT /api/push/subscription` body: the browser's `PushSubscription.toJSON()` (its expiry is not kept). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    // The device's P-256 public key (65 bytes) and its authentication secret (16 bytes), in base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, PUSH_MESSAGES.invalidSubscription),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, PUSH_MESSAGES.invalidSubscription),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /api/push/subscription` body: which device stops being told. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** `GET /api/push/key`: the server's VAPID public key, the `applicationServerKey` a device subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** What one push carries, as the service worker shows it. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  lang: z.enum(LOCALES),
  dir: z.enum(['rtl', 'ltr']),
  /** Same tag, same notification on the device: a newer one replaces it instead of adding another. */
  tag: z.string(),
  /** The app's address (a path) to open on a tap. */
  url: z.string().startsWith('/'),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
