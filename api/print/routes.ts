import { adminPageQuerySchema } from '../../shared/contract/admin';
import { callBackgroundFileName, callBackgroundQuerySchema } from '../../shared/contract/call-background';
import { PHYSICAL_CARD_MESSAGES, printPreviewQuerySchema } from '../../shared/contract/physical-cards';
import { ORGANISATION_MESSAGES } from '../../shared/contract/organisations';
import { PROFILE_MESSAGES, type Profile } from '../../shared/contract/profiles';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import type { Config } from '../config';
import type { FileStore } from '../file-store/store';
import type { AppContext } from '../http/context';
import { notFound } from '../http/http-error';
import type { RateLimits } from '../http/middleware/rate-limit';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { OrganisationsService } from '../organisations/service';
import type { ProfilesService } from '../profiles/service';
import { renderBackground } from './background';
import { cardInLanguage } from '../../shared/card/in-language';
import { printPreview } from './card-print';
import type { OrderPrints } from './orders';

function png(ctx: AppContext, bytes: Buffer, filename?: string): void {
  ctx.set('Cache-Control', 'private, no-store');
  if (filename) ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.type = 'image/png';
  ctx.body = bytes;
}

/** The printed card's preview on the order page, the video-call background, and the admin's orders with their PDFs. */
export function printRoutes({
  cards,
  organisations,
  prints,
  files,
  config,
  limits,
}: {
  cards: ProfilesService;
  organisations: Pick<OrganisationsService, 'memberCard'>;
  prints: OrderPrints;
  files: FileStore;
  config: Pick<Config, 'publicUrl'>;
  limits: RateLimits;
}): ApiRouter {
  const api = new ApiRouter();
  /** Pictures are drawn on demand: one limit per account, for all of them, keeps a script from keeping the server drawing. */
  const drawing = limits.rateLimit({ name: 'print drawings', windowMs: 60_000, max: 60, key: (ctx: AppContext) => `print:${ctx.state.user?.id ?? ctx.ip}` });

  /** The card's printed side, in the design and version the query names (the card's own where it names none). */
  async function drawPreview(ctx: AppContext, card: Profile): Promise<void> {
    const query = printPreviewQuerySchema.parse(ctx.query);
    const design = { template: query.template ?? card.template, primaryColor: query.primaryColor ?? card.primaryColor, backgroundColor: query.backgroundColor ?? card.backgroundColor };
    png(ctx, await printPreview(cardInLanguage(card, query.lang), design, query.side, { files, publicUrl: config.publicUrl }));
  }

  api.get('/api/profiles/:id/print-preview.png', 'owner', drawing, async (ctx) => {
    await drawPreview(ctx, await cards.get(ctx.state.user, idParam(ctx, PROFILE_MESSAGES.notFound)));
  });

  // A team's owner or admin ordering printed cards for a member sees them as they will be printed, as for their own.
  api.get('/api/organisations/:id/member-cards/:profileId/print-preview.png', 'organisation-admin', drawing, async (ctx) => {
    const organisationId = idParam(ctx, ORGANISATION_MESSAGES.notFound);
    await drawPreview(ctx, await organisations.memberCard(ctx.state.user, organisationId, idParam(ctx, PROFILE_MESSAGES.notFound, 'profileId')));
  });

  api.get('/api/profiles/:id/background.png', 'owner', drawing, async (ctx) => {
    const options = callBackgroundQuerySchema.parse(ctx.query);
    const card = await cards.get(ctx.state.user, idParam(ctx, PROFILE_MESSAGES.notFound));
    const version = cardInLanguage(card, options.lang);
    png(ctx, await renderBackground(version, options, { files, publicUrl: config.publicUrl }), callBackgroundFileName(card.slug));
  });

  api.get('/api/admin/physical-card-orders', 'admin', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await prints.page(adminPageQuerySchema.parse(ctx.query).page);
  });

  api.get('/api/admin/physical-card-orders/:id/print.pdf', 'admin', async (ctx) => {
    const id = idParam(ctx, STATUS_MESSAGES[404]);
    const pdf = await prints.pdfOf(id);
    if (!pdf) throw notFound(PHYSICAL_CARD_MESSAGES.printMissing);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `attachment; filename="kartis-order-${id}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  });

  return api;
}
