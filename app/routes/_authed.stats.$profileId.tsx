import { createFileRoute, notFound } from '@tanstack/react-router';
import { StatsPage } from '../features/stats/StatsPage';
import { parseStatsSearch } from '../features/stats/search';

export const Route = createFileRoute('/_authed/stats/$profileId')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.profileId)) throw notFound();
  },
  validateSearch: parseStatsSearch,
  component: function CardStatsRoute() {
    const { profileId } = Route.useParams();
    const { days } = Route.useSearch();
    return <StatsPage profileId={Number(profileId)} days={days} />;
  },
});
