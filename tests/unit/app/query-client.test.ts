import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/lib/query-client';
import { AuthenticationError, NetworkError, ServerError, ValidationError } from '../../../app/lib/errors';

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
    const delay = queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => delay(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(mutations?.retryDelay).toBe(1000);
  });
});

describe('what is tried again', () => {
  const failures = {
    'no answer': () => new NetworkError('NetworkError', 'offline', 0),
    'a server error': () => new ServerError('ServerError', 'down', 503),
    'not found': () => new ValidationError('ValidationError', 'gone', 404),
    'refused': () => new AuthenticationError('AuthenticationError', 'not yours', 403),
    'invalid': () => new ValidationError('ValidationError', 'bad', 400),
  };
  const tries = { 'no answer': 2, 'a server error': 2, 'not found': 1, 'refused': 1, 'invalid': 1 };

  for (const [failure, makeError] of Object.entries(failures)) {
    const expected = tries[failure as keyof typeof tries];
    it(`a query that meets ${failure} is sent ${expected} time(s) before its error shows`, async () => {
      let sent = 0;
      const client = createQueryClient(async () => {
        sent += 1;
        throw makeError();
      });
      await expect(client.fetchQuery({ queryKey: [failure], retryDelay: 0 })).rejects.toThrow();
      expect(sent).toBe(expected);
    });

    it(`a change that meets ${failure} is sent ${expected} time(s) before its error shows`, async () => {
      let sent = 0;
      const client = createQueryClient(async () => null);
      const mutation = new MutationObserver(client, {
        mutationFn: async () => {
          sent += 1;
          throw makeError();
        },
        retryDelay: 0,
      });
      await expect(mutation.mutate()).rejects.toThrow();
      expect(sent).toBe(expected);
    });
  }
});
