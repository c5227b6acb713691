import { createFileRoute, notFound } from '@tanstack/react-router';
import { CallBackgroundPage } from '../features/call-background/CallBackgroundPage';
import { loadPage } from '../page-data/load-page';
import { isCardLanguage, type CardLanguage } from '../../shared/contract/card-languages';

export const Route = createFileRoute('/_authed/background/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  // The version of the card to draw, picked where the owner carries the card (`?lang=`).
  validateSearch: (search: Record<string, unknown>): { lang?: CardLanguage } => (isCardLanguage(search.lang) ? { lang: search.lang } : {}),
  loader: ({ context, params }) => loadPage('card', context.queryClient, Number(params.id)),
  component: function CallBackgroundRoute() {
    const { id } = Route.useParams();
    const { lang } = Route.useSearch();
    return <CallBackgroundPage profileId={Number(id)} language={lang} />;
  },
});
