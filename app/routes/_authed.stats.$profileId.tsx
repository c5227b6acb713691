import { createFileRoute, notFound } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_authed/stats/$profileId')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.profileId)) throw notFound();
  },
  component: () => <ComingSoon page="page.stats" />,
});
