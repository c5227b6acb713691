import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../features/teams/TeamPage';

export const Route = createFileRoute('/_authed/team')({
  component: TeamPage,
});
