import { describe, expect, it } from 'vitest';
import { FORMER_SLUGS_KEPT, profilesRepo, type ProfileFields } from '../../api/profiles/repo';
import { cardHeadsRepo } from '../../api/public-profiles/repo';
import { usersRepo } from '../../api/users/repo';
import { engines } from '../helpers/engines';

const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

const fields = (slug: string, more: Partial<ProfileFields> = {}): ProfileFields => ({
  slug,
  display_name: 'הכרטיס',
  contact_kind: 'person',
  given_name: '',
  family_name: '',
  title: '',
  company: '',
  bio: '',
  language: 'he',
  template: 'classic',
  primary_color: '#1d4ed8',
  background_color: '#ffffff',
  avatar: null,
  cover: null,
  logo: null,
  is_published: 1,
  wallet_for_visitors: 0,
  translations: '[]',
  ...more,
});

describe.each(engines)('cards on $name', ({ open }) => {
  it('stores a card with its items, saves it only at its version and keeps one primary card', async () => {
    const query = await open();
    const repo = profilesRepo(query);
    const owner = await usersRepo(query).createUser({ username: 'Maya', email: 'maya@example.com', passwordHash: 'h', googleSub: null, displayName: 'מאיה' });
    const first = await repo.insert(owner.id, fields('maya'), { isPrimary: false, now: at(0) });
    const second = await repo.insert(owner.id, fields('maya-2'), { isPrimary: false, now: at(1) });
    expect(await repo.countByUser(owner.id)).toBe(2);
    await repo.ensurePrimary(owner.id);
    expect((await repo.listByUser(owner.id)).map((row) => [row.id, row.is_primary])).toEqual([
      [first, 1],
      [second, 0],
    ]);
    expect((await repo.findPrimaryOfUsername('maya'))?.id).toBe(first);
    expect((await repo.findBySlug('MAYA-2'))?.id).toBe(second);

    const item = await repo.insertItem(second, { kind: 'phone', data: '{"value":"050"}', is_enabled: 1 }, 1);
    await repo.insertItem(second, { kind: 'email', data: '{"value":"a@b.c"}', is_enabled: 0 }, 0);
    await repo.updateItem(second, item, { kind: 'phone', data: '{"value":"052"}', is_enabled: 1 }, 2);
    expect((await repo.itemsOf(second)).map((row) => [row.kind, row.data, row.is_enabled, row.sort_order])).toEqual([
      ['email', '{"value":"a@b.c"}', 0, 0],
      ['phone', '{"value":"052"}', 1, 2],
    ]);

    expect(await repo.update(second, 1, fields('maya-2', { display_name: 'חדש' }), at(2))).toBe(true);
    expect(await repo.update(second, 1, fields('maya-2', { display_name: 'ישן' }), at(3))).toBe(false);
    expect(await repo.findById(second)).toMatchObject({ display_name: 'חדש', version: 2, updated_at: at(2), created_at: at(1) });

    await repo.makePrimary(owner.id, second);
    expect((await repo.listByUser(owner.id)).map((row) => row.id)).toEqual([second, first]);
    expect(await repo.delete(second)).toBe(true);
    expect(await repo.itemsOf(second)).toEqual([]);
    await repo.ensurePrimary(owner.id);
    expect((await repo.findById(first))?.is_primary).toBe(1);
  });

  it('lists every picture the cards of a user show, once', async () => {
    const query = await open();
    const repo = profilesRepo(query);
    const owner = await usersRepo(query).createUser({ username: 'noa', email: 'noa@example.com', passwordHash: 'h', googleSub: null, displayName: 'נועה' });
    const card = await repo.insert(owner.id, fields('noa', { avatar: '/uploads/a.webp', cover: '/uploads/c.webp', logo: '/uploads/a.webp' }), { isPrimary: true, now: at(0) });
    await repo.insertItem(card, { kind: 'gallery', data: JSON.stringify({ images: ['/uploads/g1.webp', '/uploads/g2.webp'] }), is_enabled: 1 }, 0);
    await repo.insertItem(card, { kind: 'video', data: JSON.stringify({ url: 'https://example.com/v', poster: '/uploads/p.webp' }), is_enabled: 1 }, 1);
    await repo.insertItem(card, { kind: 'video', data: JSON.stringify({ url: 'https://example.com/w' }), is_enabled: 1 }, 2);
    expect((await repo.imagePathsOfUser(owner.id)).sort()).toEqual(['/uploads/a.webp', '/uploads/c.webp', '/uploads/g1.webp', '/uploads/g2.webp', '/uploads/p.webp']);
  });

  it('reads a card’s head by slug, id and username, with whether its owner is active', async () => {
    const query = await open();
    const repo = profilesRepo(query);
    const heads = cardHeadsRepo(query);
    const owner = await usersRepo(query).createUser({ username: 'Dana', email: 'dana@example.com', passwordHash: 'h', googleSub: null, displayName: 'דנה' });
    const id = await repo.insert(owner.id, fields('dana'), { isPrimary: true, now: at(0) });
    const head = { id, user_id: owner.id, slug: 'dana', version: 1, is_published: 1, primary_color: '#1d4ed8', background_color: '#ffffff', owner_active: 1, owner_demo: 0, language: 'he', translations: '[]' };
    expect(await heads.bySlug('Dana')).toEqual(head);
    expect(await heads.byId(id)).toEqual(head);
    expect(await heads.primaryByUsername('dANA')).toEqual(head);
    await query.updateTable('users').set({ disabled_at: at(1) }).where('id', '=', owner.id).execute();
    expect((await heads.bySlug('dana'))?.owner_active).toBe(0);
    expect(await heads.bySlug('nobody')).toBeUndefined();
  });

  it('keeps a card’s ten newest former addresses leading to it, and lets them go with the card', async () => {
    const query = await open();
    const repo = profilesRepo(query);
    const heads = cardHeadsRepo(query);
    const owner = await usersRepo(query).createUser({ username: 'Gil', email: 'gil@example.com', passwordHash: 'h', googleSub: null, displayName: 'גיל' });
    const id = await repo.insert(owner.id, fields('gil-now'), { isPrimary: true, now: at(0) });
    for (let n = 1; n <= FORMER_SLUGS_KEPT + 2; n++) await repo.keepFormerSlug(id, `gil-${n}`, at(n));
    const kept = await repo.formerSlugsOf(id);
    expect(kept).toHaveLength(FORMER_SLUGS_KEPT);
    expect(kept[0]).toBe(`gil-${FORMER_SLUGS_KEPT + 2}`);
    expect(kept).not.toContain('gil-2');
    expect(await repo.formerSlugHolder('GIL-3')).toEqual({ profile_id: id, user_id: owner.id });
    expect((await heads.byFormerSlug('gil-12'))?.slug).toBe('gil-now');
    expect(await heads.byFormerSlug('gil-1')).toBeUndefined();

    await repo.releaseFormerSlug('gil-3');
    expect(await repo.formerSlugHolder('gil-3')).toBeUndefined();
    await repo.delete(id);
    expect(await repo.formerSlugHolder('gil-4')).toBeUndefined();
  });
});
