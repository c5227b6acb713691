import { pushKeySchema } from '../../../../shared/contract/push';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/push/key: the server's VAPID public key (base64url), the key a device subscribes with. */
export async function getPushKey(): Promise<string> {
  return answer(await request('GET', '/api/push/key', undefined, { cache: 'no-store' }), import.meta.env.DEV && pushKeySchema).publicKey;
}
