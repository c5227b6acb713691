import type { VapidKeys, WebhookConfig } from '../config';
import { postOutbound } from '../webhooks/outbound';
import type { PushMessage } from '../../shared/contract/push';
import type { PushTarget } from './repo';

/** How long a push service has to answer. */
const ANSWER_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is off (a day: a lead's news is stale after that). */
const TTL_SECONDS = 24 * 60 * 60;

/** What the push service answered: its status, or that no answer came (never the endpoint or its keys). */
export type PushOutcome = { statusCode: number } | { error: string };

/** Who sends: the server's VAPID keys and subject, and where a push may go (the webhooks' rules). */
export interface PushSender {
  keys: VapidKeys;
  subject: string;
  targets: Pick<WebhookConfig, 'allowPrivateTargets' | 'extraCa'>;
}

/**
 * Sends one push: the message encrypted for the device (aes128gcm, RFC 8291) and signed for the push service with the
 * server's VAPID key (RFC 8292), by web-push, then POSTed as a webhook is, so that it never reaches this machine or a
 * private network. `Topic` lets the push service, too, keep only the newest push of a kind for a device that is off.
 */
export async function sendPush(target: Pick<PushTarget, 'endpoint' | 'p256dh' | 'auth'>, message: PushMessage, sender: PushSender): Promise<PushOutcome> {
  const url = new URL(target.endpoint);
  // web-push is CommonJS: Node's ESM sees its functions only on the default export.
  const { generateRequestDetails } = (await import('web-push')).default;
  let details: ReturnType<typeof generateRequestDetails>;
  try {
    details = generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
      vapidDetails: { subject: sender.subject, publicKey: sender.keys.publicKey, privateKey: sender.keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: message.tag === 'kartis-lead' ? 'high' : 'normal',
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      contentEncoding: 'aes128gcm',
    });
  } catch {
    // Keys the PUT let through but web-push cannot encrypt for: failed like an unreachable service, then dropped.
    return { error: 'unencryptable' };
  }
  const answer = await postOutbound(url, { headers: details.headers as Record<string, string | number>, body: details.body ?? '' }, sender.targets, ANSWER_TIMEOUT_MS);
  return 'error' in answer ? { error: answer.error.code ?? 'network' } : answer;
}
