import { createFileRoute } from '@tanstack/react-router';
import { AtRoutesTestPage } from '../features/info/at-routes/AtRoutesTestPage';

export const Route = createFileRoute('/at-routes-test')({
  component: AtRoutesTestPage,
});
