import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/info/help/HelpPage';

export const Route = createFileRoute('/help')({
  component: HelpPage,
});
