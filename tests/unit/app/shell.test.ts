import { describe, expect, it } from 'vitest';
import { shellPartsFor } from '../../../app/lib/shell';

describe('shell visibility by path', () => {
  it.each(['/p/dana', '/p/dana/extra', '/@dana', '/terms', '/privacy', '/refund', '/accessibility', '/embed', '/terms/'])(
    'hides the header and support chat on %s',
    (path) => {
      expect(shellPartsFor(path)).toMatchObject({ header: false, supportChat: false });
    },
  );

  it.each(['/', '/examples', '/help', '/dashboard', '/pricing', '/people', '/profile-12', '/terms-of-war'])(
    'shows the header on %s',
    (path) => {
      expect(shellPartsFor(path).header).toBe(true);
    },
  );

  it.each(['/dashboard', '/admin', '/admin/users', '/admin-dashboard', '/editor', '/editor/3', '/invoices', '/subscription', '/wallet'])(
    'hides the footer on %s',
    (path) => {
      expect(shellPartsFor(path).footer).toBe(false);
    },
  );

  it.each(['/', '/help', '/subscription-required', '/account', '/blog/4', '/terms'])('shows the footer on %s', (path) => {
    expect(shellPartsFor(path).footer).toBe(true);
  });
});
