import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_authed/subscription')({
  validateSearch: (search: Record<string, unknown>): { plan?: string } =>
    typeof search.plan === 'string' || typeof search.plan === 'number' ? { plan: String(search.plan) } : {},
  component: () => <ComingSoon page="page.subscription" />,
});
