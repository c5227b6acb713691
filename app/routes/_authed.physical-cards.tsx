import { createFileRoute } from '@tanstack/react-router';
import { PhysicalCardsPage } from '../features/physical-cards/PhysicalCardsPage';

export const Route = createFileRoute('/_authed/physical-cards')({
  component: PhysicalCardsPage,
});
