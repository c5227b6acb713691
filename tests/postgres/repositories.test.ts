import { describe, expect, it } from 'vitest';
import { errorReportsRepo } from '../../api/error-reports/repo';
import { engines } from '../helpers/engines';

// The repositories written with the query builder, run on each engine with the same expectations.
describe.each(engines)('repositories on $name', ({ open }) => {
  it('stores an anonymous visitor’s error report as the app sent it, Hebrew intact', async () => {
    const query = await open();
    const repo = errorReportsRepo(query);
    await repo.create({ errorType: 'TypeError', errorMessage: 'לא ניתן לקרוא', path: '/dashboard', userId: null, userAgent: 'Mozilla/5.0' }, '2026-11-27T08:00:00.000Z');
    const rows = await query.selectFrom('error_reports').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 1,
        user_id: null,
        error_type: 'TypeError',
        error_message: 'לא ניתן לקרוא',
        error_details: null,
        path: '/dashboard',
        user_agent: 'Mozilla/5.0',
        created_at: '2026-11-27T08:00:00.000Z',
      },
    ]);
  });
});
