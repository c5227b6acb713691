import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProfileNotFound } from '../components/ProfileNotFound';
import { ServerDocument } from '../components/ServerDocument';

/** `/profile-{id}`: the server resolves the id to the card's address; the app only hands the visit over to it. */
export const Route = createFileRoute('/profile-{$id}')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: ServerDocument,
  notFoundComponent: ProfileNotFound,
});
