import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/contract/auth';
import { currentUserQueryOptions } from './session';

/** Why a guarded page is not shown: nobody is signed in, or the one signed in is not an admin. */
export type RefusalReason = 'signed-out' | 'not-admin';

/**
 * Thrown by a guard in `beforeLoad`, with the user it refused (none when nobody is signed in); the guarded layout's
 * error view shows the refusal (AccessRefusedNotice), and runs the guards again once the session names someone else.
 */
export class AccessRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly user: User | null = null,
  ) {
    super(reason);
    this.name = 'AccessRefused';
  }
}

/**
 * What a guard adds to its pages' route context: the user it let in. GuardedOutlet holds the session to that user,
 * not to the session as it is once the page shows: a page's data may be refused (a 401, the session ended) while the
 * page is still loading, after the guard has let the user stored on the device in.
 */
export interface Admitted {
  admittedUser: User;
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
export async function requireUser(args: GuardArgs): Promise<Admitted> {
  const user = await signedInUser(args);
  if (!user) throw new AccessRefused('signed-out');
  return { admittedUser: user };
}

/** `beforeLoad` of the admin's pages: refuses them to a visitor and to a signed-in user who is not an admin. */
export async function requireAdmin(args: GuardArgs): Promise<Admitted> {
  const user = await signedInUser(args);
  if (!user) throw new AccessRefused('signed-out');
  if (user.userRole !== 'admin') throw new AccessRefused('not-admin', user);
  return { admittedUser: user };
}
