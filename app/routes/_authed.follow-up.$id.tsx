import { createFileRoute, notFound } from '@tanstack/react-router';
import { FollowUpPage } from '../features/follow-up/FollowUpPage';

export const Route = createFileRoute('/_authed/follow-up/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function FollowUpRoute() {
    const { id } = Route.useParams();
    return <FollowUpPage profileId={Number(id)} />;
  },
});
