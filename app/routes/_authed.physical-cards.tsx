import { createFileRoute } from '@tanstack/react-router';
import { PhysicalCardsPage } from '../features/physical-cards/PhysicalCardsPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/physical-cards')({
  loader: ({ context }) => loadPage('physicalCards', context.queryClient),
  component: PhysicalCardsPage,
});
