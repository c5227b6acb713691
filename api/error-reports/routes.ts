import { errorReportSchema } from '../../shared/contract/products';
import type { RateLimits } from '../http/middleware/rate-limit';
import { ApiRouter } from '../http/routing';
import type { ErrorReportsRepo } from './repo';

/** `POST /api/errors/report`: the app reports its own crashes; capped and rate-limited per address. */
export function errorReportRoutes({ reports, limits }: { reports: ErrorReportsRepo; limits: RateLimits }): ApiRouter {
  const api = new ApiRouter();
  api.post('/api/errors/report', 'anonymous', limits.rateLimit({ name: 'error reports', windowMs: 60_000, max: 20 }), async (ctx) => {
    const report = errorReportSchema.parse(ctx.state.body);
    await reports.create({ ...report, userId: ctx.state.user?.id ?? null, userAgent: ctx.get('User-Agent').slice(0, 300) || null });
    ctx.status = 204;
  });
  return api;
}
