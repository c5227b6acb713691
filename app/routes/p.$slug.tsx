import { createFileRoute } from '@tanstack/react-router';
import { ServerDocument } from '../components/ServerDocument';

export const Route = createFileRoute('/p/$slug')({
  component: ServerDocument,
});
