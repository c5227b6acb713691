import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionRequiredPage } from '../features/billing/SubscriptionRequiredPage';

export const Route = createFileRoute('/subscription-required')({
  validateSearch: (search: Record<string, unknown>): { name?: string } =>
    typeof search.name === 'string' && search.name.trim() ? { name: search.name.trim().slice(0, 100) } : {},
  component: function SubscriptionRequiredRoute() {
    return <SubscriptionRequiredPage name={Route.useSearch().name} />;
  },
});
