import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ProfileNotFound } from '../components/ProfileNotFound';

export const Route = createFileRoute('/profile-{$id}')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
    throw redirect({ to: '/p/$slug', params: { slug: params.id }, replace: true });
  },
  notFoundComponent: ProfileNotFound,
});
