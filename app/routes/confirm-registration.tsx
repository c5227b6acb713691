import { createFileRoute } from '@tanstack/react-router';
import { ConfirmRegistrationPage } from '../features/auth/ConfirmRegistrationPage';

export const Route = createFileRoute('/confirm-registration')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  component: function ConfirmRegistrationRoute() {
    return <ConfirmRegistrationPage token={Route.useSearch().token} />;
  },
});
