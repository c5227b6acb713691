import { createFileRoute, notFound } from '@tanstack/react-router';
import { CallBackgroundPage } from '../features/call-background/CallBackgroundPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/background/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  loader: ({ context, params }) => loadPage('card', context.queryClient, Number(params.id)),
  component: function CallBackgroundRoute() {
    const { id } = Route.useParams();
    return <CallBackgroundPage profileId={Number(id)} />;
  },
});
