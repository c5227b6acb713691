import { createFileRoute } from '@tanstack/react-router';
import { CommunitiesPage } from '../features/info/communities/CommunitiesPage';

export const Route = createFileRoute('/communities')({
  component: CommunitiesPage,
});
