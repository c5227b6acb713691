import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, createToastStore } from '../../../app/lib/toast';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('toast store', () => {
  it('keeps one toast: a new one replaces the old', () => {
    const store = createToastStore();
    store.show({ title: 'ראשון' });
    store.show({ title: 'שני' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['שני']);
  });

  it('closes after 5000 ms and removes the closed toast after 1,000,000 ms', () => {
    const store = createToastStore();
    store.show({ title: 'נשמר' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('makes destructive toasts copyable by default, others not, unless told', () => {
    const store = createToastStore();
    store.show({ title: 'שגיאה', variant: 'destructive' });
    expect(store.getSnapshot()[0]).toMatchObject({ variant: 'destructive', copyable: true });
    store.show({ title: 'אזהרה', variant: 'warning' });
    expect(store.getSnapshot()[0]).toMatchObject({ variant: 'warning', copyable: false });
    store.show({ title: 'שגיאה', variant: 'destructive', copyable: false });
    expect(store.getSnapshot()[0]?.copyable).toBe(false);
    store.show({ title: 'רגיל' });
    expect(store.getSnapshot()[0]?.variant).toBe('default');
  });

  it('does not close while paused and gets the full time again on resume', () => {
    const store = createToastStore();
    const id = store.show({ title: 'קורא' });
    store.pause(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    store.resume(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('keeps a toast that asks to act (a waiting update) on screen until it is closed', () => {
    const store = createToastStore();
    const id = store.show({ title: 'גרסה חדשה זמינה', action: { label: 'רענון', onClick: () => undefined }, stays: true });
    vi.advanceTimersByTime(TOAST_DURATION_MS * 60);
    store.pause(id);
    store.resume(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 60);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('brings a toast that asks to act back once another one, shown over it, closes', () => {
    const store = createToastStore();
    store.show({ title: 'גרסה חדשה זמינה', action: { label: 'רענון', onClick: () => undefined }, stays: true });
    store.show({ title: 'הליד נשלח' });
    expect(store.getSnapshot().filter((t) => t.open).map((t) => t.title)).toEqual(['הליד נשלח']);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot().filter((t) => t.open).map((t) => t.title)).toEqual(['גרסה חדשה זמינה']);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    expect(store.getSnapshot()[0]?.open).toBe(true);
  });

  it('notifies subscribers', () => {
    const store = createToastStore();
    const seen: number[] = [];
    const stop = store.subscribe((toasts) => seen.push(toasts.length));
    store.show({ title: 'א' });
    stop();
    store.show({ title: 'ב' });
    expect(seen).toEqual([1]);
  });
});
