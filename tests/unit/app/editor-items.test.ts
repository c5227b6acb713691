import { describe, expect, it } from 'vitest';
import { ADDABLE_KINDS, canAddVideo, itemSummary, moveItem, newItem, removeItem, updateItem, withoutChangedItemErrors, withoutItemErrors } from '../../../app/features/editor/items';

describe('item reorder', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item up and down by one, as the keyboard buttons do', () => {
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('moves an item across the list, as a drop does', () => {
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('keeps the order for moves past either end and leaves the input untouched', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 9)).toEqual(list);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('items', () => {
  it('offers every kind of the contract, each new item switched on with its own key', () => {
    expect(ADDABLE_KINDS).toEqual(['phone', 'email', 'website', 'address', 'social', 'button', 'video', 'gallery']);
    const items = ADDABLE_KINDS.map((kind) => newItem(kind));
    expect(items.every((item) => item.enabled)).toBe(true);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
    expect(items.find((item) => item.kind === 'social')).toMatchObject({ brand: 'facebook', url: '' });
  });

  it('switches an item off without deleting it, and deletes only the chosen one', () => {
    const [phone, email] = [newItem('phone'), newItem('email')];
    const switched = updateItem([phone, email], phone.key, (item) => ({ ...item, enabled: false }));
    expect(switched.map((item) => [item.kind, item.enabled])).toEqual([
      ['phone', false],
      ['email', true],
    ]);
    expect(removeItem(switched, phone.key)).toEqual([email]);
  });

  it('allows one video only', () => {
    expect(canAddVideo([newItem('phone')])).toBe(true);
    expect(canAddVideo([newItem('video')])).toBe(false);
  });

  it('names an item by its label, else its value', () => {
    expect(itemSummary({ ...newItem('phone'), value: '050-1234567' })).toBe('050-1234567');
    expect(itemSummary({ ...newItem('phone'), label: 'משרד', value: '03-1234567' })).toBe('משרד');
    expect(itemSummary(newItem('gallery'))).toBe('');
  });

  it("names a network's link with no label by the network, not by its address", () => {
    expect(itemSummary({ ...newItem('social', 'linkedin'), url: 'https://linkedin.com/in/aleksandra-konstantinopolskaya' })).toBe('LinkedIn');
    expect(itemSummary({ ...newItem('social', 'instagram'), label: 'הסטודיו', url: '@studio' })).toBe('הסטודיו');
    // A plain website link is named by its host, as a website item is.
    expect(itemSummary({ ...newItem('social', 'website'), url: 'https://studio.example/about' })).toBe('studio.example');
  });

  it('names a website, button or video with no label by its host, not by its whole address', () => {
    expect(itemSummary({ ...newItem('website'), url: 'https://www.dana-design.co.il/portfolio/2026?ref=card' })).toBe('dana-design.co.il');
    expect(itemSummary({ ...newItem('website'), url: 'dana-design.co.il/about' })).toBe('dana-design.co.il');
    expect(itemSummary({ ...newItem('button'), url: 'https://calendly.com/dana-design/meeting' })).toBe('calendly.com');
    expect(itemSummary({ ...newItem('video'), url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toBe('youtube.com');
    expect(itemSummary({ ...newItem('button'), label: 'לתיאום פגישה', url: 'https://calendly.com/dana' })).toBe('לתיאום פגישה');
    // What is not yet a web address shows as typed.
    expect(itemSummary({ ...newItem('website'), url: 'dana' })).toBe('dana');
    expect(itemSummary(newItem('website'))).toBe('');
  });

  it('takes back the error of an item field the owner corrects, and only that one', () => {
    const phone = { ...newItem('phone'), value: '12', label: 'x'.repeat(61) };
    const errors = { 'items.1.value': 'מספר טלפון לא תקין', 'items.1.label': 'הטקסט ארוך מדי', 'items.0.value': 'מספר טלפון לא תקין', displayName: 'יש להזין שם לכרטיס' };
    expect(withoutChangedItemErrors(errors, 1, phone, { ...phone, value: '050-123-4567' })).toEqual({
      'items.1.label': 'הטקסט ארוך מדי',
      'items.0.value': 'מספר טלפון לא תקין',
      displayName: 'יש להזין שם לכרטיס',
    });
    const gallery = newItem('gallery');
    expect(withoutChangedItemErrors({ 'items.3.images.0': 'תמונה לא תקינה' }, 3, gallery, { ...gallery, images: [] })).toEqual({});
    // Nothing the owner changed had an error: the very same errors, so nothing draws again.
    expect(withoutChangedItemErrors(errors, 1, phone, { ...phone, sms: true })).toBe(errors);
  });

  it('forgets item errors (keyed by position) and keeps the others after a move', () => {
    expect(withoutItemErrors({ slug: 'x', 'items.0.url': 'y', items: 'z' })).toEqual({ slug: 'x', items: 'z' });
  });
});
