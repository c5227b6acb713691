import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { WebhookConfig } from '../config';
import { isPrivateHost, publicOnlyLookup, PrivateTargetError } from './targets';

/** What a POST to an owner's address came to: the status answered, or the connection's error. */
export type OutboundAnswer = { statusCode: number } | { error: NodeJS.ErrnoException };

/**
 * POSTs to an address an owner gave (a webhook, a device's push service) and reads only the answer's status, within
 * one deadline for the whole answer, so a receiver trickling bytes never holds a worker up. Unless the configuration
 * allows it, the address may not be this machine or a private network, checked on the name and on the address
 * connected to.
 */
export function postOutbound(
  url: URL,
  { headers, body }: { headers: Record<string, string | number>; body: string | Buffer },
  targets: Pick<WebhookConfig, 'allowPrivateTargets' | 'extraCa'>,
  timeoutMs: number,
): Promise<OutboundAnswer> {
  if (!targets.allowPrivateTargets && isPrivateHost(url)) return Promise.resolve({ error: new PrivateTargetError(`${url.hostname} is private`) });
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      headers,
      lookup: targets.allowPrivateTargets ? undefined : publicOnlyLookup,
      ca: targets.extraCa ? [...rootCertificates, targets.extraCa] : undefined,
      agent: false,
    });
    const deadline = setTimeout(() => req.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })), timeoutMs);
    req.on('response', (res) => {
      clearTimeout(deadline);
      resolve({ statusCode: res.statusCode ?? 0 });
      res.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(deadline);
      resolve({ error });
    });
    req.end(body);
  });
}
