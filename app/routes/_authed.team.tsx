import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../features/teams/TeamPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/team')({
  loader: ({ context }) => loadPage('team', context.queryClient),
  component: TeamPage,
});
