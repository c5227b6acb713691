import { describe, expect, it } from 'vitest';
import { forgetRefusedNewCard, keepRefusedNewCard, refusedNewCard } from '../../../app/features/editor/refused-new-card';
import { profileInputSchema } from '../../../shared/contract/profiles';

/** The tab's session storage. */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}

const typed = profileInputSchema.parse({
  slug: 'dana-second',
  displayName: 'דנה לוי – סטודיו',
  title: 'מעצבת פנים',
  bio: 'שורה ראשונה\nשורה שנייה',
  items: [{ kind: 'phone', label: 'נייד', value: '050-123-4567' }, { kind: 'social', brand: 'instagram', label: '', url: '@dana.design' }],
});

describe('a new card the plan did not take', () => {
  it('is there again, as typed, when the owner comes back to a new card (after upgrading)', () => {
    const storage = sessionStore();
    keepRefusedNewCard(typed, storage);
    const form = refusedNewCard(storage);
    expect(form).toMatchObject({ slug: 'dana-second', displayName: 'דנה לוי – סטודיו', title: 'מעצבת פנים', bio: 'שורה ראשונה\nשורה שנייה' });
    expect(form?.items.map(({ key: _key, ...item }) => item)).toEqual(typed.items);
    // Still there if the owner leaves again before saving it.
    expect(refusedNewCard(storage)).not.toBeNull();
  });

  it('is forgotten once a card is created, and a new card starts blank', () => {
    const storage = sessionStore();
    keepRefusedNewCard(typed, storage);
    forgetRefusedNewCard(storage);
    expect(refusedNewCard(storage)).toBeNull();
    storage.setItem('kartis.refusedNewCard', '{"slug":1}');
    expect(refusedNewCard(storage)).toBeNull();
  });
});
