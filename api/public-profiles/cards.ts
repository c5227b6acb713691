import type { QueryBuilder } from '../../db/query-builder';
import { profileItemSchema, type PublicProfile } from '../../shared/contract/profiles';
import type { WriteWatch } from '../memo-by-data';
import { presentPublicProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { cardHeadsRepo, type CardHead } from './repo';

const COLOR = /^#[0-9a-f]{6}$/i;

/** Who is looking at a card: nobody signed in, or an account (admins see every card). */
export interface Viewer {
  id: number;
  userRole: 'user' | 'admin';
}

/** Who may see a card: everybody, or only its owner and admins (with a banner). */
export type CardVisibility = 'public' | 'owner-only';

/** How many card heads stay in memory between writes. */
const HEADS_KEPT = 1000;

/**
 * Card heads by slug, kept in memory until the database changes: a visit to a popular card then costs no
 * query at all, whatever the number of cards. Unknown slugs are not kept.
 */
function headsBySlugUntilWrite(writes: WriteWatch, lookup: (slug: string) => Promise<CardHead | undefined>) {
  const changed = writes.detector();
  const heads = new Map<string, CardHead>();
  return async (slug: string): Promise<CardHead | undefined> => {
    if (changed()) heads.clear();
    const key = slug.toLowerCase();
    const kept = heads.get(key);
    if (kept) return kept;
    const head = await lookup(key);
    if (head) {
      if (heads.size >= HEADS_KEPT) heads.delete(heads.keys().next().value!);
      heads.set(key, head);
    }
    return head;
  };
}

/** Everything the public pages read: card heads by slug, username and id, and a card's content when rendered. */
export function publicCards(query: QueryBuilder, writes: WriteWatch) {
  const heads = cardHeadsRepo(query);
  const profiles = profilesRepo(query);

  const bySlug = headsBySlugUntilWrite(writes, heads.bySlug);
  return {
    bySlug,
    byFormerSlug: heads.byFormerSlug,
    /**
     * The card at an address, or the card that had it before: a page opened before its owner changed the address still
     * takes the visitor's details, its pass and its preview picture, and a lead that waited offline still arrives.
     */
    byAddress: async (slug: string): Promise<CardHead | undefined> => (await bySlug(slug)) ?? (await heads.byFormerSlug(slug)),
    byUsername: heads.primaryByUsername,
    byId: heads.byId,

    /** Published cards of active accounts are public; the others exist only for their owner and admins. */
    visibility: (head: CardHead): CardVisibility => (head.is_published === 1 && head.owner_active === 1 ? 'public' : 'owner-only'),

    /** Whether a viewer may see a card that is not public. */
    mayPreview: (head: CardHead, viewer: Viewer | undefined) => viewer !== undefined && (viewer.id === head.user_id || viewer.userRole === 'admin'),

    /** The card with its items, made safe to render: bad colours fall back, malformed items are left out. */
    async load(head: CardHead): Promise<PublicProfile | undefined> {
      const row = await profiles.findById(head.id);
      if (!row) return undefined;
      const profile = presentPublicProfile(row, await profiles.itemsOf(row.id));
      return {
        ...profile,
        primaryColor: COLOR.test(profile.primaryColor) ? profile.primaryColor : '#1d4ed8',
        backgroundColor: COLOR.test(profile.backgroundColor) ? profile.backgroundColor : '#ffffff',
        items: profile.items.flatMap((item) => {
          const parsed = profileItemSchema.safeParse(item);
          return parsed.success ? [{ ...parsed.data, id: item.id }] : [];
        }),
      };
    },
  };
}

/** The queries of the public pages, as returned by publicCards(). */
export type PublicCards = ReturnType<typeof publicCards>;
