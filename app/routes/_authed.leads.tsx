import { createFileRoute } from '@tanstack/react-router';
import { LeadsPage } from '../features/leads/LeadsPage';
import { leadFilterOf, parseLeadsSearch } from '../features/leads/search';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/leads')({
  validateSearch: parseLeadsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPage('leads', context.queryClient, leadFilterOf(deps)),
  component: function AllLeadsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LeadsPage search={search} onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })} />;
  },
});
