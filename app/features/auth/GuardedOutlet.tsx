import { Outlet } from '@tanstack/react-router';
import { useGuardsFollowSession } from './use-guards-follow-session';

/** The child page of a guarded layout, which its guards leave as soon as the session no longer lets it in. */
export function GuardedOutlet() {
  useGuardsFollowSession();
  return <Outlet />;
}
