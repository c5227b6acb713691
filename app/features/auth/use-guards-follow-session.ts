import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { User } from '../../../shared/contract/auth';
import { CURRENT_USER_KEY } from './session';

/** Who the guards let in: the signed-in user and their role, or nobody. */
function guardedIdentity(user: unknown): string {
  const { id, userRole } = (user ?? {}) as Partial<User>;
  return id === undefined ? '' : `${id}:${userRole}`;
}

/**
 * While a guarded page or its refusal is on screen, runs the route guards again when the session names someone else
 * (or another role) than `decidedFor`, the user the guards let in or refused: the page then follows a login, a logout
 * elsewhere or an ended session, also one learnt between the guards' decision and this first render.
 */
export function useGuardsFollowSession(decidedFor: User | null): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    let identity = guardedIdentity(decidedFor);
    const follow = () => {
      const next = guardedIdentity(queryClient.getQueryData([CURRENT_USER_KEY]));
      if (next === identity) return;
      identity = next;
      void router.invalidate();
    };
    follow();
    return queryClient.getQueryCache().subscribe(({ type, query }) => {
      if (type === 'updated' && query.queryKey[0] === CURRENT_USER_KEY) follow();
    });
  }, [queryClient, router, decidedFor]);
}
