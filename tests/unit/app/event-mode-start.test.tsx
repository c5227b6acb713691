import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { StartEventMode } from '../../../app/features/event-mode';
import { profilesQueryOptions } from '../../../app/features/profiles';
import { loadFeatureMessages } from '../../../app/i18n';
import { appStore } from '../../../app/lib/store';

beforeAll(() => loadFeatureMessages('he'));

const summary = (id: number, displayName: string, published: boolean): ProfileSummary => ({
  id,
  slug: `card-${id}`,
  displayName,
  title: '',
  avatar: null,
  template: 'classic',
  published,
  isPrimary: id === 1,
  languages: ['he'],
  version: 1,
  updatedAt: '2026-12-01T10:00:00.000Z',
});

/** The dashboard's start of event mode over the owner's cards. */
function startForm(cards: ProfileSummary[]): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profilesQueryOptions.queryKey, cards);
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderToStaticMarkup(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterContextProvider router={router}>
          <StartEventMode />
        </RouterContextProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

describe('starting event mode', () => {
  it('offers only published cards: a draft takes no leads and its QR opens nothing', () => {
    const html = startForm([summary(1, 'טיוטה של דנה', false), summary(2, 'דנה לוי', true)]);
    expect(html).toContain('<option value="2" selected="">דנה לוי</option>');
    expect(html).not.toContain('טיוטה של דנה');
  });

  it('asks to publish a card first when every card is a draft', () => {
    const html = startForm([summary(1, 'טיוטה של דנה', false)]);
    expect(html).not.toContain('<form');
    expect(html).toContain('כדי לאסוף לידים באירוע יש לפרסם כרטיס');
  });
});
