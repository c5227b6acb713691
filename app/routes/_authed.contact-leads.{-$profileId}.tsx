import { createFileRoute, notFound } from '@tanstack/react-router';
import { LeadsPage } from '../features/leads/LeadsPage';
import { leadFilterOf, parseLeadsSearch } from '../features/leads/search';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/contact-leads/{-$profileId}')({
  beforeLoad: ({ params }) => {
    if (params.profileId !== undefined && !/^\d+$/.test(params.profileId)) throw notFound();
  },
  validateSearch: parseLeadsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadPage('leads', context.queryClient, leadFilterOf(deps, params.profileId === undefined ? undefined : Number(params.profileId))),
  component: function CardLeadsRoute() {
    const { profileId } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LeadsPage profileId={profileId === undefined ? undefined : Number(profileId)} search={search} onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })} />;
  },
});
