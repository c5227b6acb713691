import { ECDH } from 'node:crypto';
import { PUSH_MESSAGES, type PushSubscriptionInput } from '../../shared/contract/push';
import type { WebhookConfig } from '../config';
import { HttpError } from '../http/http-error';
import { isPrivateHost } from '../webhooks/targets';
import type { PushRepo } from './repo';

const invalid = (path: string, message: string) => new HttpError(400, 'validation_failed', message, [{ path, message }]);

/** Whether a base64url text is a point of P-256, as a device's push key must be. */
function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The devices an owner is told on. A push service's address is where the server will POST, so it follows the webhooks'
 * rules: never this machine or a private network (unless the configuration allows it, as in development and tests).
 */
export function pushSubscriptions(repo: PushRepo, targets: Pick<WebhookConfig, 'allowPrivateTargets'>) {
  return {
    async subscribe(userId: number, input: PushSubscriptionInput, now = new Date()): Promise<void> {
      if (!targets.allowPrivateTargets && isPrivateHost(new URL(input.endpoint))) throw invalid('endpoint', PUSH_MESSAGES.privateNetwork);
      if (!isP256Point(input.keys.p256dh)) throw invalid('keys.p256dh', PUSH_MESSAGES.invalidSubscription);
      await repo.subscribe(userId, input, now.toISOString());
    },
    unsubscribe: (userId: number, endpoint: string) => repo.unsubscribe(userId, endpoint),
  };
}

export type PushSubscriptions = ReturnType<typeof pushSubscriptions>;
