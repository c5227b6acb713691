import { createFileRoute } from '@tanstack/react-router';
import { NewCardPage } from '../features/editor/EditorPages';

const flag = (value: unknown) => value === 1 || value === '1';

/** `?guided=1`: the owner's first card, made step by step right after sign-up; `&team=1`, a member's who just joined a team. */
function parseNewCardSearch(search: Record<string, unknown>): { guided?: 1; team?: 1 } {
  if (!flag(search.guided)) return {};
  return flag(search.team) ? { guided: 1, team: 1 } : { guided: 1 };
}

export const Route = createFileRoute('/_authed/editor/')({
  validateSearch: parseNewCardSearch,
  component: function NewCardRoute() {
    const { guided, team } = Route.useSearch();
    return <NewCardPage guide={guided !== 1 ? undefined : team === 1 ? 'team' : 'owner'} />;
  },
});
