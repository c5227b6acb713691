import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditCardPage } from '../features/editor/EditorPages';

export const Route = createFileRoute('/_authed/editor/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function EditCardRoute() {
    const { id } = Route.useParams();
    return <EditCardPage id={Number(id)} />;
  },
});
