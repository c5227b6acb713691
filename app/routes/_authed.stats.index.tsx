import { createFileRoute } from '@tanstack/react-router';
import { StatsPage } from '../features/stats/StatsPage';
import { parseStatsSearch } from '../features/stats/search';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/stats/')({
  validateSearch: parseStatsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPage('stats', context.queryClient, undefined, deps.days),
  component: function AllCardsStatsRoute() {
    const { days } = Route.useSearch();
    return <StatsPage days={days} />;
  },
});
