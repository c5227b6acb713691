import { describe, expect, it } from 'vitest';
import { physicalCardsRepo } from '../../api/physical-cards/repo';
import { usersRepo } from '../../api/users/repo';
import type { QueryBuilder } from '../../db/query-builder';
import { engines } from '../helpers/engines';

const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

async function ownerWithCard(query: QueryBuilder, username: string) {
  const owner = await usersRepo(query).createUser({ username, email: `${username}@example.com`, passwordHash: 'h', googleSub: null, displayName: `שם ${username}` });
  const { id: profileId } = await query
    .insertInto('profiles')
    .values({ user_id: owner.id, slug: `${username}-card`, display_name: 'הכרטיס', is_published: 1, created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { owner, profileId };
}

describe.each(engines)('physical cards on $name', ({ open }) => {
  it('claims a code, leads a tap to a public card only, keeps the first lock and prices an order from the product', async () => {
    const query = await open();
    const repo = physicalCardsRepo(query);
    const { owner, profileId } = await ownerWithCard(query, 'maya');
    const id = await repo.insert('abc123', null, null, at(1));
    expect(await repo.tapTarget('abc123')).toEqual({ id, is_active: 1, profile_id: null, slug: null, is_public: 0 });
    await repo.claim(id, owner.id, profileId);
    expect(await repo.countByUser(owner.id)).toBe(1);
    expect(await repo.tapTarget('abc123')).toEqual({ id, is_active: 1, profile_id: profileId, slug: 'maya-card', is_public: 1 });
    await query.updateTable('users').set({ disabled_at: at(2) }).where('id', '=', owner.id).execute();
    expect((await repo.tapTarget('abc123'))?.is_public).toBe(0);
    expect(await repo.tapTarget('nope00')).toBeUndefined();

    await repo.markLocked(id, at(3));
    await repo.markLocked(id, at(4));
    await repo.markTap(id, at(5));
    expect(await repo.findByCode('abc123')).toMatchObject({ written_at: at(3), locked_at: at(3), last_tap_at: at(5), profile_slug: 'maya-card', profile_name: 'הכרטיס' });
    await repo.setActive(id, false);
    expect((await repo.listByUser(owner.id)).map((card) => card.is_active)).toEqual([0]);

    expect(await repo.nfcUnitPrice()).toBeUndefined();
    await query.insertInto('products').values({ name: 'כרטיס NFC', package_type: 'nfc_card', yearly_price: 4900, created_at: at(0), updated_at: at(0) }).execute();
    expect(await repo.nfcUnitPrice()).toBe(4900);
    const order = await repo.insertOrder({
      user_id: owner.id,
      profile_id: profileId,
      template: 'classic',
      language: null,
      primary_color: '#1d4ed8',
      background_color: '#ffffff',
      quantity: 2,
      shipping_name: 'מאיה',
      shipping_phone: '050-123-4567',
      shipping_address: 'הרצל 1',
      shipping_city: 'תל אביב',
      unit_price: 4900,
      organisation_id: null,
      created_at: at(6),
    });
    expect(await repo.findOrderById(order)).toMatchObject({ status: 'pending', quantity: 2, profile_slug: 'maya-card' });
    expect((await repo.listOrdersByUser(owner.id)).map((row) => row.id)).toEqual([order]);

    // An order moves only from where the mover expects it.
    expect(await repo.moveOrder(order, ['paid'], 'shipped')).toBe(false);
    expect(await repo.moveOrder(order, ['pending', 'paid'], 'paid')).toBe(true);
    expect(await repo.moveOrder(order, ['pending'], 'cancelled')).toBe(false);
    expect(await repo.moveOrder(order, ['paid'], 'shipped')).toBe(true);
    expect(await repo.moveOrder(order + 1, ['pending'], 'paid')).toBe(false);
    expect((await repo.findOrderById(order))?.status).toBe('shipped');
  });
});
