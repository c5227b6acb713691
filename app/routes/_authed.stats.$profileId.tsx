import { createFileRoute, notFound } from '@tanstack/react-router';
import { StatsPage } from '../features/stats/StatsPage';
import { parseStatsSearch } from '../features/stats/search';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/stats/$profileId')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.profileId)) throw notFound();
  },
  validateSearch: parseStatsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadPage('stats', context.queryClient, Number(params.profileId), deps.days),
  component: function CardStatsRoute() {
    const { profileId } = Route.useParams();
    const { days } = Route.useSearch();
    return <StatsPage profileId={Number(profileId)} days={days} />;
  },
});
