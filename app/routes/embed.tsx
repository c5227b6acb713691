import { createFileRoute } from '@tanstack/react-router';
import { EmbedPage } from '../features/profiles/embed/EmbedPage';

export const Route = createFileRoute('/embed')({
  validateSearch: (search: Record<string, unknown>): { slug?: string } => (typeof search.slug === 'string' ? { slug: search.slug } : {}),
  component: function EmbedRoute() {
    const { slug } = Route.useSearch();
    return <EmbedPage initialSlug={slug ?? 'demo'} />;
  },
});
