import { describe, expect, it } from 'vitest';
import { asksServerForSession } from '../../../app/lib/session-check';

const visitor = { hasStoredUser: false, returningFromSignIn: false };

describe('when the app asks the server who is signed in', () => {
  it('always verifies a user stored on the device, on marketing pages too', () => {
    for (const path of ['/', '/help', '/blog/3', '/dashboard']) {
      expect(asksServerForSession(path, { hasStoredUser: true, returningFromSignIn: false })).toBe(true);
    }
  });

  it('leaves a visitor on the marketing pages alone: the answer would only be a 401 in the console', () => {
    for (const path of ['/', '/help', '/help/', '/examples', '/communities', '/privacy', '/terms', '/refund', '/accessibility', '/contact', '/blog', '/blog/3']) {
      expect(asksServerForSession(path, visitor)).toBe(false);
    }
  });

  it('asks for a visitor everywhere else, where a session made by cookie alone must be found', () => {
    for (const path of ['/dashboard', '/editor/7', '/subscription-required', '/inactive-card', '/checkout', '/blog-admin', '/blog/3/extra']) {
      expect(asksServerForSession(path, visitor)).toBe(true);
    }
  });

  it('asks on a marketing page when the visitor comes back from a sign-in redirect', () => {
    expect(asksServerForSession('/help', { hasStoredUser: false, returningFromSignIn: true })).toBe(true);
  });

  it('leaves a visitor on the not-found page alone, and still verifies a stored user there', () => {
    expect(asksServerForSession('/login', { ...visitor, notFound: true })).toBe(false);
    expect(asksServerForSession('/login', { hasStoredUser: true, returningFromSignIn: false, notFound: true })).toBe(true);
  });
});
