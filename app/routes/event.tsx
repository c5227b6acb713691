import { createFileRoute } from '@tanstack/react-router';
import { KioskPage } from '../features/event-mode';

export const Route = createFileRoute('/event')({
  component: KioskPage,
});
