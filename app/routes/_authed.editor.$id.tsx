import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditCardPage } from '../features/editor/EditorPages';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/editor/$id')({
  loader: ({ context, params }) => loadPage('editor', context.queryClient, Number(params.id)),
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function EditCardRoute() {
    const { id } = Route.useParams();
    return <EditCardPage id={Number(id)} />;
  },
});
