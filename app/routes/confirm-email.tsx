import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/account/ConfirmEmailPage';

export const Route = createFileRoute('/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  component: function ConfirmEmailRoute() {
    return <ConfirmEmailPage token={Route.useSearch().token} />;
  },
});
