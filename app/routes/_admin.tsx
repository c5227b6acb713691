import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RequireAdmin } from '../features/auth';

export const Route = createFileRoute('/_admin')({
  component: () => (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  ),
});
