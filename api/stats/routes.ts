import type { Locale } from '../../shared/contract/auth';
import { downloadLanguageOf } from '../http/app-language';
import type { AppContext } from '../http/context';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import { statsQuerySchema, type StatsReport } from '../../shared/contract/stats';
import type { FileExportLimit } from '../http/middleware/file-export-limit';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import { statsCsv, statsCsvFilename } from './csv';
import type { StatsService } from './service';

const cardId = (ctx: AppContext) => idParam(ctx, PROFILE_MESSAGES.notFound);

function sendJson(ctx: AppContext, report: StatsReport) {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = report;
}

function sendCsv(ctx: AppContext, report: StatsReport, locale: Locale) {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${statsCsvFilename(report)}"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = statsCsv(report, locale);
}

/** Statistics of the signed-in user's cards (JSON and CSV), for one card or all of them. */
export function statsRoutes(stats: StatsService, fileExports: FileExportLimit): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/stats', 'user', async (ctx) => sendJson(ctx, await stats.userReport(ctx.state.user, statsQuerySchema.parse(ctx.query).days)));
  api.get('/api/stats/export.csv', 'user', fileExports, async (ctx) => sendCsv(ctx, await stats.userReport(ctx.state.user, statsQuerySchema.parse(ctx.query).days), downloadLanguageOf(ctx)));
  api.get('/api/profiles/:id/stats', 'owner', async (ctx) => {
    const id = cardId(ctx);
    sendJson(ctx, await stats.cardReport(ctx.state.user, id, statsQuerySchema.parse(ctx.query).days));
  });
  api.get('/api/profiles/:id/stats/export.csv', 'owner', fileExports, async (ctx) => {
    const id = cardId(ctx);
    sendCsv(ctx, await stats.cardReport(ctx.state.user, id, statsQuerySchema.parse(ctx.query).days), downloadLanguageOf(ctx));
  });

  return api;
}
