import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../features/teams/JoinPage';

export const Route = createFileRoute('/join')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  component: function JoinRoute() {
    return <JoinPage token={Route.useSearch().token} />;
  },
});
