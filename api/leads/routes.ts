import { ZodError } from 'zod';
import { cardPath } from '../../shared/card/ProfileCard';
import { LEAD_FORM_TEXTS, serverMessagesIn } from '../../shared/card/LeadForm';
import { downloadLanguageOf, namedLanguageOf } from '../http/app-language';
import { LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import type { AppContext } from '../http/context';
import { LEAD_MESSAGES, leadListQuerySchema, leadUpdateSchema, ownerLeadInputSchema, publicLeadInputSchema } from '../../shared/contract/leads';
import { LEAD_WAITED_HEADER } from '../../shared/sw-messages';
import { CARD_SCAN_LIMITS, CARD_SCAN_MESSAGES } from '../../shared/contract/card-scan';
import { HttpError, badRequest } from '../http/http-error';
import { toErrorResponse } from '../http/middleware/errors';
import type { FileStore } from '../file-store/store';
import type { RateLimits } from '../http/middleware/rate-limit';
import type { FileExportLimit } from '../http/middleware/file-export-limit';
import { idParam } from '../http/params';
import { ApiRouter, type Handler } from '../http/routing';
import { leadsCsv, leadsGoogleCsv } from './csv';
import type { LeadsService } from './service';
import { leadVCard, leadsVCardFile } from './vcard';
import { sendVisitorFile } from '../visitor-files/download';
import type { VisitorKeyOf } from '../visitor-files/allowance';
import { acceptVisitorFile, readVisitorForm, type AcceptedFile } from '../visitor-files/form';
import { checkVisitorFile, VisitorFileRefused } from '../visitor-files/check';
import { readUploadForm } from '../uploads/multipart';
import type { CardReadings } from '../card-scan/routes';
import type { LeadMailService } from '../lead-mail/service';
import { shareCardInputSchema } from '../../shared/contract/lead-mail';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';

/**
 * Lead submissions one address may send. Many people share an address (a venue's Wi-Fi, a mobile carrier's shared
 * addresses), and a stand's visitors leave their details on one card within minutes: a card takes 30 in ten minutes
 * from one address, and all cards 200 in an hour, which still bounds a flood from one address.
 */
export const LEAD_RATE_LIMITS = {
  perCard: { windowMs: 10 * 60_000, max: 30 },
  perAddress: { windowMs: 60 * 60_000, max: 200 },
  /** An owner's own kiosk at an event, signed in on the stand's device: a queue of visitors, one address. */
  perKiosk: { windowMs: 60 * 60_000, max: 600 },
} as const;

/** How long a lead replayed from a device's outbox waited there (its header), in ms; 0 for a lead sent at once. */
function waitedMs(ctx: AppContext): number {
  const value = Number(ctx.get(LEAD_WAITED_HEADER));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A card's photo as it will be kept (400 for anything that is no photo). */
async function checkedPhoto(content: Buffer, givenName: string) {
  try {
    return await checkVisitorFile(content, givenName || 'card.jpg');
  } catch (err) {
    if (err instanceof VisitorFileRefused) throw new HttpError(400, 'not_an_image', CARD_SCAN_MESSAGES.notAPhoto);
    throw err;
  }
}

/** The owner's lead and its photo: JSON, or multipart with the lead as JSON in `lead` and the photo in `photo`. */
async function readOwnerLead(ctx: AppContext): Promise<{ fields: unknown; photo: { content: Buffer; givenName: string } | undefined }> {
  if (ctx.request.is('multipart/form-data') !== 'multipart/form-data') return { fields: ctx.state.body ?? {}, photo: undefined };
  const form = await readUploadForm(ctx, CARD_SCAN_LIMITS.maxBytes, { fields: 2, fieldSize: 32 * 1024 }, CARD_SCAN_LIMITS.field);
  let fields: unknown;
  try {
    fields = JSON.parse(form.fields.lead ?? '{}');
  } catch {
    throw badRequest();
  }
  return { fields, photo: form.file?.length ? { content: form.file, givenName: form.fileName } : undefined };
}

/** Where a plain form post lands back on the card page; the fragment names the message the page shows. */
export type FormOutcome = 'sent' | 'sent-card' | 'invalid' | 'limited' | 'too-large' | 'file' | 'file-limit' | 'card-limit';

const slugOf = (ctx: AppContext) => ((ctx.params as Record<string, string | undefined>).slug ?? '').toLowerCase();

/**
 * A lead from the owner's own device in event mode: signed in as the card's owner, and naming its event. It is limited
 * per account instead of per address (every visitor at a stand sends from the same address). Another account naming
 * an event is a visitor like any other, or any account could send a card leads past its visitors' limits.
 */
async function isKioskLead(ctx: AppContext, leads: LeadsService): Promise<boolean> {
  const user = ctx.state.user;
  if (user === undefined || typeof (ctx.state.body as { event?: unknown } | undefined)?.event !== 'string') return false;
  return (await leads.ownerOfCard(slugOf(ctx))) === user.id;
}

/**
 * A plain form post (the page without its script): urlencoded, or multipart when the form can carry a file. The page's
 * script sends multipart too when a file is attached, but asks for JSON.
 */
function isFormPost(ctx: AppContext): boolean {
  const type = ctx.request.is('application/x-www-form-urlencoded', 'multipart/form-data');
  return type === 'application/x-www-form-urlencoded' || (type === 'multipart/form-data' && !/\bapplication\/json\b/.test(ctx.get('Accept')));
}

/** The card page's message for a refused plain form post, by what refused it. */
function refusalOutcome(err: unknown): FormOutcome | undefined {
  if (err instanceof ZodError) return 'invalid';
  if (!(err instanceof HttpError)) return undefined;
  if (err.status === 413) return 'too-large';
  if (err.code === 'visitor_file_refused') return 'file';
  if (err.code === 'card_mail_limit') return 'card-limit';
  if (err.status === 429) return err.code === 'visitor_file_limit' ? 'file-limit' : 'limited';
  return undefined;
}

/** Sends a plain (no-JavaScript) form post back to the card page, in the version it came from, with the outcome in the address. */
function redirectToCard(ctx: AppContext, outcome: FormOutcome): void {
  const language = namedLanguageOf(ctx);
  ctx.redirect(`${cardPath(slugOf(ctx))}?${language ? `${LANGUAGE_PARAMETER}=${language}&` : ''}lead=${outcome}#lead-${outcome}`);
  ctx.status = 303;
}

/** For plain form posts, turns a refused submission (bad input, too many) into a redirect back to the card. */
const formPostOutcome: Handler = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    const outcome = isFormPost(ctx) ? refusalOutcome(err) : undefined;
    if (!outcome) throw err;
    return redirectToCard(ctx, outcome);
  }
};

/**
 * The card page's script shows the server's answer as it comes, so a refusal comes in the language of the card's version
 * the form was on (its address names it, else the card's own): the server's messages are Hebrew, and a card in another
 * language says each that the form can show in its own words, and anything else as its "sending failed".
 */
function answerInCardLanguage(leads: LeadsService): Handler {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const language = namedLanguageOf(ctx) ?? (await leads.languageOfCard(slugOf(ctx)));
      const messages = language && serverMessagesIn(language);
      const { status, body, headers } = toErrorResponse(err);
      if (!messages || status >= 500) throw err;
      const say = (message: string) => messages[message] ?? LEAD_FORM_TEXTS[language].failed;
      throw new HttpError(status, body.code, say(body.message), body.details?.map((detail) => ({ ...detail, message: say(detail.message) })))
        .withFields({ ...body })
        .withHeaders(headers ?? {});
    }
  };
}

/** A lead id from the URL (anything else is a lead that does not exist). */
const leadId = (ctx: AppContext) => idParam(ctx, LEAD_MESSAGES.notFound);

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/**
 * The visitor's `POST /api/public/profiles/{slug}/leads` (JSON from the page's script, or a plain form
 * post answered with a redirect) and the owner's plan-gated lead API.
 */
export function leadRoutes({
  leads,
  mail,
  files,
  visitorKeyOf,
  cardReadings,
  fileExports,
  limits,
}: {
  leads: LeadsService;
  mail: LeadMailService;
  files: FileStore;
  visitorKeyOf: VisitorKeyOf;
  cardReadings: CardReadings;
  fileExports: FileExportLimit;
  limits: RateLimits;
}): ApiRouter {
  const api = new ApiRouter();
  /** Applies a limit to visitors' leads only, or (`kiosk`) to kiosk leads only. */
  const limitFor = (kiosk: boolean, limit: Handler): Handler => async (ctx, next) => ((await isKioskLead(ctx, leads)) === kiosk ? limit(ctx, next) : next());

  api.post(
    '/api/public/profiles/:slug/leads',
    'anonymous',
    answerInCardLanguage(leads),
    formPostOutcome,
    // Joined rather than concatenated: a joined key is one flat string, a concatenated one a chain of pieces that the
    // limiter then keeps for up to an hour.
    limitFor(false, limits.rateLimit({ name: 'leads per address', ...LEAD_RATE_LIMITS.perAddress, key: (ctx) => ['lead', ctx.ip].join(':') })),
    limitFor(false, limits.rateLimit({ name: 'leads per card', ...LEAD_RATE_LIMITS.perCard, key: (ctx) => ['lead', ctx.ip, slugOf(ctx)].join(':') })),
    limitFor(true, limits.rateLimit({ name: 'kiosk leads', ...LEAD_RATE_LIMITS.perKiosk, key: (ctx) => ['kiosk', ctx.state.user?.id].join(':') })),
    async (ctx) => {
      const form = await readVisitorForm(ctx);
      const input = publicLeadInputSchema.parse(form.fields);
      // The form's address names the version of the card the visitor read (`?lang=`).
      const submission = await leads.submit(slugOf(ctx), input, { language: namedLanguageOf(ctx), file: await acceptVisitorFile(ctx, visitorKeyOf, form.upload), waitedMs: waitedMs(ctx) });
      noStore(ctx);
      // The thanks of a visitor who asked for the card also says it is on its way.
      if (isFormPost(ctx)) return redirectToCard(ctx, input.sendCard ? 'sent-card' : 'sent');
      ctx.status = submission.outcome === 'duplicate' ? 200 : 201;
      // The demo card keeps nothing: its answer is the thanks its page shows, in the card's language.
      ctx.body = { message: submission.outcome === 'demo' ? LEAD_FORM_TEXTS[submission.language].demoSent : LEAD_MESSAGES.sent };
    },
  );

  api.get(
    '/api/leads',
    'user',
    async (ctx) => {
      noStore(ctx);
      ctx.body = await leads.list(ctx.state.user, leadListQuerySchema.parse(ctx.query));
    },
  );

  api.post(
    '/api/leads',
    'user',
    async (ctx) => {
      const { fields, photo } = await readOwnerLead(ctx);
      const input = ownerLeadInputSchema.parse(fields);
      // A photo read on the server costs a reading, as one sent to /api/leads/scan does.
      if (input.read && photo) await cardReadings(ctx);
      // The photo is kept as a visitor's file is, re-encoded without its metadata; it counts against no visitor's allowance.
      const accepted: AcceptedFile | undefined = photo && { file: await checkedPhoto(photo.content, photo.givenName), visitorKey: `owner:${ctx.state.user.id}` };
      const outcome = await leads.createOwn(ctx.state.user, input, { photo: accepted });
      noStore(ctx);
      ctx.status = outcome === 'created' ? 201 : 200;
      ctx.body = { message: LEAD_MESSAGES.saved };
    },
  );

  // Declared before /:id routes so that the file name is not read as a lead id.
  api.get(
    '/api/leads/export.csv',
    'user',
    fileExports,
    async (ctx) => {
      const csv = leadsCsv(await leads.export(ctx.state.user, leadListQuerySchema.parse(ctx.query)), downloadLanguageOf(ctx));
      noStore(ctx);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.body = csv;
    },
  );

  // All the leads under a filter as contacts: one vCard file, and Google Contacts' CSV.
  api.get(
    '/api/leads/export.vcf',
    'user',
    fileExports,
    async (ctx) => {
      const filter = leadListQuerySchema.parse(ctx.query);
      noStore(ctx);
      ctx.type = 'text/vcard; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.vcf"`);
      ctx.body = leadsVCardFile(await leads.export(ctx.state.user, filter), downloadLanguageOf(ctx));
    },
  );

  api.get(
    '/api/leads/export-google.csv',
    'user',
    fileExports,
    async (ctx) => {
      const filter = leadListQuerySchema.parse(ctx.query);
      noStore(ctx);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="leads-google-contacts-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.body = leadsGoogleCsv(await leads.export(ctx.state.user, filter), downloadLanguageOf(ctx));
    },
  );

  api.get(
    '/api/leads/:id',
    'owner',
    async (ctx) => {
      noStore(ctx);
      ctx.body = await leads.get(ctx.state.user, leadId(ctx));
    },
  );

  // PUT and PATCH both change what the body names (status, note, tags, reminder) and keep the rest.
  for (const method of ['put', 'patch'] as const) {
    api[method](
      '/api/leads/:id',
      'owner',
      async (ctx) => {
        const id = leadId(ctx);
        await leads.row(ctx.state.user, id);
        ctx.body = await leads.update(ctx.state.user, id, leadUpdateSchema.parse(ctx.state.body ?? {}));
      },
    );
  }

  api.post(
    '/api/profiles/:id/share',
    'owner',
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await leads.shareCard(ctx.state.user, idParam(ctx, PROFILE_MESSAGES.notFound), shareCardInputSchema.parse(ctx.state.body ?? {}));
    },
  );

  api.post(
    '/api/leads/:id/follow-up',
    'owner',
    async (ctx) => {
      const lead = await leads.row(ctx.state.user, leadId(ctx));
      ctx.status = 202;
      ctx.body = await mail.sendFollowUp(ctx.state.user, lead);
    },
  );

  api.delete(
    '/api/leads/:id',
    'owner',
    async (ctx) => {
      await leads.remove(ctx.state.user, leadId(ctx));
      ctx.status = 204;
    },
  );

  api.get(
    '/api/leads/:id/file',
    'owner',
    async (ctx) => sendVisitorFile(ctx, files, await leads.attachment(ctx.state.user, leadId(ctx))),
  );

  api.get(
    '/api/leads/:id/vcard',
    'owner',
    async (ctx) => {
      const { body, contentDisposition } = leadVCard(await leads.get(ctx.state.user, leadId(ctx)), downloadLanguageOf(ctx));
      noStore(ctx);
      ctx.type = 'text/vcard; charset=utf-8';
      ctx.set('Content-Disposition', contentDisposition);
      ctx.body = body;
    },
  );

  return api;
}
