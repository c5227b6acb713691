import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RequireUser } from '../features/auth';

export const Route = createFileRoute('/_authed')({
  component: () => (
    <RequireUser>
      <Outlet />
    </RequireUser>
  ),
});
