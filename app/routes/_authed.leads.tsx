import { createFileRoute } from '@tanstack/react-router';
import { LeadsPage } from '../features/leads/LeadsPage';
import { parseLeadsSearch } from '../features/leads/search';

export const Route = createFileRoute('/_authed/leads')({
  validateSearch: parseLeadsSearch,
  component: function AllLeadsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LeadsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
