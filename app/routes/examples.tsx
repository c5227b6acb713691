import { createFileRoute } from '@tanstack/react-router';
import { ExamplesPage } from '../features/profiles/examples/ExamplesPage';

export const Route = createFileRoute('/examples')({
  component: ExamplesPage,
});
