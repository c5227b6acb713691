import { createHmac, randomBytes } from 'node:crypto';

/** A new webhook's signing secret. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `X-Kartis-Signature`: `sha256=` and the hex HMAC-SHA256, under the webhook's secret, of `{timestamp}.{body}`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
