import { Outlet, useRouteContext } from '@tanstack/react-router';
import type { Admitted } from './route-guards';
import { useGuardsFollowSession } from './use-guards-follow-session';

/** The child page of a guarded layout, which its guards leave as soon as the session no longer lets it in. */
export function GuardedOutlet() {
  const admitted = useRouteContext({ strict: false, select: (context: Partial<Admitted>) => context.admittedUser ?? null });
  useGuardsFollowSession(admitted);
  return <Outlet />;
}
