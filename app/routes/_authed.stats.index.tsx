import { createFileRoute } from '@tanstack/react-router';
import { StatsPage } from '../features/stats/StatsPage';
import { parseStatsSearch } from '../features/stats/search';

export const Route = createFileRoute('/_authed/stats/')({
  validateSearch: parseStatsSearch,
  component: function AllCardsStatsRoute() {
    const { days } = Route.useSearch();
    return <StatsPage days={days} />;
  },
});
