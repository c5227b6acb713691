import { createFileRoute } from '@tanstack/react-router';
import { parseReadyCardSearch } from '../features/profiles/ready-card-search';
import { TeamPage } from '../features/teams/TeamPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/team')({
  loader: ({ context }) => loadPage('team', context.queryClient),
  // A member who just joined and made a first card lands here with it (`?ready={id}`).
  validateSearch: parseReadyCardSearch,
  component: function TeamRoute() {
    return <TeamPage readyCardId={Route.useSearch().ready} />;
  },
});
