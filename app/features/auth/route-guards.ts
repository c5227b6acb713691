import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/contract/auth';
import { currentUserQueryOptions } from './session';

/** Why a guarded page is not shown: nobody is signed in, or the one signed in is not an admin. */
export type RefusalReason = 'signed-out' | 'not-admin';

/**
 * Thrown by a guard in `beforeLoad`; the guarded layout's error view shows the refusal (AccessRefusedNotice), and
 * GuardedOutlet runs the guards again when the session changes.
 */
export class AccessRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
    this.name = 'AccessRefused';
  }
}

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { pathname: string };
}

/**
 * Who is signed in, as the page's session query knows it: at once from the user stored on the device (offline
 * too) or sent with a page the server drew; otherwise once the server has answered.
 */
function signedInUser({ context, location }: GuardArgs): Promise<User | null> {
  return context.queryClient.ensureQueryData(currentUserQueryOptions(context.queryClient, location.pathname));
}

/** `beforeLoad` of the owner's pages: refuses them to a visitor. */
export async function requireUser(args: GuardArgs): Promise<void> {
  if (!(await signedInUser(args))) throw new AccessRefused('signed-out');
}

/** `beforeLoad` of the admin's pages: refuses them to a visitor and to a signed-in user who is not an admin. */
export async function requireAdmin(args: GuardArgs): Promise<void> {
  const user = await signedInUser(args);
  if (!user) throw new AccessRefused('signed-out');
  if (user.userRole !== 'admin') throw new AccessRefused('not-admin');
}
