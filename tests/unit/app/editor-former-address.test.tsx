import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { LinkSection } from '../../../app/features/editor/sections/LinkSection';
import { blankForm } from '../../../app/features/editor/form-model';
import type { EditorFormApi } from '../../../app/features/editor/use-editor-form';
import { loadFeatureMessages } from '../../../app/i18n';
import { appStore } from '../../../app/lib/store';

beforeAll(() => loadFeatureMessages('he'));

/** The editor's address section of a card saved at `savedSlug`, with `typed` in the address field. */
function linkSection(typed: string, savedSlug: string | undefined): string {
  const editor = { form: blankForm(typed), baseline: blankForm(typed), errors: {}, setField: () => {} } as unknown as EditorFormApi;
  return renderToStaticMarkup(
    <Provider store={appStore}>
      <QueryClientProvider client={new QueryClient()}>
        <LinkSection editor={editor} profileId={savedSlug ? 7 : undefined} savedSlug={savedSlug} conflictSuggestions={[]} />
      </QueryClientProvider>
    </Provider>,
  );
}

describe('changing a card’s address in the editor', () => {
  it('says the old address keeps leading to the card', () => {
    const html = linkSection('dana-garden', 'dana-flowers');
    expect(html).toContain('הכתובת הקודמת');
    expect(html).toContain('/p/dana-flowers');
  });

  it('says nothing of it for a new card, an unchanged address, or one not yet well formed', () => {
    for (const [typed, saved] of [['dana-garden', undefined], ['dana-flowers', 'dana-flowers'], ['da', 'dana-flowers']] as const) {
      expect(linkSection(typed, saved)).not.toContain('הכתובת הקודמת');
    }
  });
});
