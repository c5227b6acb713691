import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/lib/query-client';

describe('query defaults', () => {
  const client = createQueryClient(async () => null);
  const { queries, mutations } = client.getDefaultOptions();

  it('keeps data fresh 5 minutes, cached 10 minutes, refetches on focus and never polls', () => {
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.refetchInterval).toBe(false);
  });

  it('retries a query once with a delay doubling from 1 s up to 30 s', () => {
    expect(queries?.retry).toBe(1);
    const delay = queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => delay(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a mutation once after 1 s', () => {
    expect(mutations?.retry).toBe(1);
    expect(mutations?.retryDelay).toBe(1000);
  });
});
