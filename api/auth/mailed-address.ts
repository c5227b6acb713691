import { z } from 'zod';
import { emailSchema } from '../../shared/contract/auth';
import type { AppContext } from '../http/context';

const mailedAddress = z.object({ email: emailSchema });

/**
 * The key of a limit per address mailed: the address the request's body names, as its schema reads it (its own check
 * runs in the handler), so that many clients together still mail one mailbox only so often.
 */
export function mailedAddressKey(ctx: AppContext): string {
  const parsed = mailedAddress.safeParse(ctx.state.body);
  return parsed.success ? `email:${parsed.data.email}` : `invalid:${ctx.ip}`;
}
