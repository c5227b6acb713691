import { createFileRoute } from '@tanstack/react-router';
import { NewCardPage } from '../features/editor/EditorPages';

export const Route = createFileRoute('/_authed/editor/')({
  // `?guided=1`: the owner's first card, made step by step right after sign-up.
  validateSearch: (search: Record<string, unknown>): { guided?: 1 } => (search.guided === 1 || search.guided === '1' ? { guided: 1 } : {}),
  component: function NewCardRoute() {
    return <NewCardPage guided={Route.useSearch().guided === 1} />;
  },
});
