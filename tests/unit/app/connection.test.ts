import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_CHECK_MS, connectionLost } from '../../../app/lib/connection';

describe('connectionLost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('puts React Query offline at once, and back online when a health check is answered', async () => {
    const answers = [false, false, true];
    const check = vi.fn(() => (answers.shift() ? Promise.resolve('answered') : Promise.reject(new TypeError('Failed to fetch'))));
    connectionLost(check);
    expect(onlineManager.isOnline()).toBe(false);
    expect(check).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_MS);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onlineManager.isOnline()).toBe(true);

    // Back online, it checks no more.
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_MS * 3);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('runs one check at a time however many requests fail, and stops once the browser says it is online', async () => {
    const check = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    connectionLost(check);
    connectionLost(check);
    connectionLost(check);
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_MS * 3);
    expect(check).toHaveBeenCalledTimes(1);

    // A later loss starts checking again.
    connectionLost(check);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
