import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { ServerDocument } from '../components/ServerDocument';

/** Any other path: /@{username} profiles (first segment starting with @), else not found. */
export const Route = createFileRoute('/$')({
  component: function CatchAll() {
    const { _splat } = Route.useParams();
    return _splat?.startsWith('@') ? <ServerDocument /> : <NotFound />;
  },
});
