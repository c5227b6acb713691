import { createFileRoute } from '@tanstack/react-router';
import { InactiveCardPage } from '../features/physical-cards/InactiveCardPage';

export const Route = createFileRoute('/inactive-card')({
  // A numeric code such as 123456 arrives as a number from the search parser.
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === 'string' || typeof search.code === 'number' ? { code: String(search.code) } : {},
  component: function InactiveCardRoute() {
    return <InactiveCardPage code={Route.useSearch().code} />;
  },
});
