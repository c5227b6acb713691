import { Router } from '@koa/router';
import { z } from 'zod';
import type { AppContext, AppState } from '../http/context';
import { israelLongDate } from '../israel-time';
import type { RoutesMiddleware } from '../http/routing';
import { readPageForm } from '../http/middleware/body';
import { isCrossSite } from '../http/middleware/cross-site';
import type { LeadMailService } from '../lead-mail/service';
import type { VisitorClaim, VisitorTokens } from '../lead-mail/tokens';
import { CARD_LANGUAGES, isCardLanguage, LANGUAGE_PARAMETER, type CardLanguage } from '../../shared/contract/card-languages';
import { textsInLanguage } from '../../shared/card/in-language';
import { presentPublicProfile } from '../profiles/present';
import { collectingBusiness } from '../../shared/contract/leads';
import { PAGE_KINDS, VISITOR_PATHS } from '../../shared/pages/table';
import type { ProfileRow, ProfilesRepo } from '../profiles/repo';
import type { PublicCards } from '../public-profiles/cards';
import type { VisitorRights } from '../visitor-rights/service';
import { askPage, brokenRefusePage, confirmDeletionPage, detailsPage, expiredPage, notePage, refusePage } from './visitor-documents';

const email = z.email().max(254);

/** What the visitor's pages need: what is held about an address, its deletion, the refusal of mail, link proofs. */
export interface VisitorPageServices {
  rights: VisitorRights;
  mail: LeadMailService;
  tokens: VisitorTokens;
  /** The cards: who may see one found by its address, and its texts. */
  cards: Pick<PublicCards, 'byAddress' | 'visibility'>;
  profiles: Pick<ProfilesRepo, 'findById'>;
  /** The server's public address, whose pages may post these forms. */
  publicUrl: () => string;
}

function send(ctx: AppContext, html: string, status = 200): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', PAGE_KINDS.visitor.cacheControl);
  // The pages carry a token in their address: it must not leave in a Referer.
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = html;
}

/** Without a valid link the card's language is unknown: the browser's first card language, else Hebrew. */
const browserLanguage = (ctx: AppContext): CardLanguage => (ctx.acceptsLanguages(...CARD_LANGUAGES) || 'he') as CardLanguage;

/**
 * The card as the visitor read it: its version in the language the card's footer named (`lang`), where it has one, else
 * the card as it is. The page, and the mail it asks for, speak that version's language and name its business.
 */
function asRead(card: ProfileRow, asked: unknown): ProfileRow {
  if (!isCardLanguage(asked)) return card;
  const read = textsInLanguage(presentPublicProfile(card, []), asked);
  return { ...card, language: read.language, display_name: read.displayName, company: read.company };
}

const businessOf = (card: ProfileRow) => collectingBusiness({ company: card.company, displayName: card.display_name });

/** A link that proves nothing (cut, forged, for another purpose), or a form that names no card. */
const invalid = (ctx: AppContext, claim?: VisitorClaim) => send(ctx, notePage(claim?.language ?? browserLanguage(ctx), 'detailsTitle', 'invalidLink'), 400);

/** A refusal link that proves nothing: the page that mails a fresh one. */
const brokenRefusal = (ctx: AppContext) => send(ctx, brokenRefusePage(browserLanguage(ctx)), 400);

/**
 * The visitor's pages, without script and outside /api (a mail's link opens them, a mail service POSTs the refusal):
 * `/my-details` (what an owner holds about the address the link proves, and its deletion, asked first on a page of its
 * own (`step=delete`) and done by the POST; without a token, the card
 * footer's form asking for such a link), and `/unsubscribe` (RFC 8058: a GET shows a button, a POST refuses at once).
 */
export function visitorPages({ rights, mail, tokens, cards, profiles, publicUrl }: VisitorPageServices): RoutesMiddleware {
  const router = new Router<AppState>();

  /** A card the public may see, by its address: any other (unpublished, its owner's account disabled) is as one that does not exist. */
  const publicCard = async (slug: string): Promise<ProfileRow | undefined> => {
    const head = slug ? await cards.byAddress(slug) : undefined;
    return head && cards.visibility(head) === 'public' ? profiles.findById(head.id) : undefined;
  };

  /** A details link not valid now: past its 90 days it still names its address, which a button mails a fresh one. */
  const unproved = (ctx: AppContext, token: unknown) => {
    const expired = tokens.expired('details', token);
    return expired ? send(ctx, expiredPage(expired.language, expired.email, String(token)), 410) : invalid(ctx);
  };

  router.get(VISITOR_PATHS.details, async (ctx) => {
    const token = ctx.query.token;
    if (token === undefined) {
      const found = await publicCard(typeof ctx.query.card === 'string' ? ctx.query.card : '');
      if (!found) return invalid(ctx);
      const card = asRead(found, ctx.query[LANGUAGE_PARAMETER]);
      return send(ctx, askPage(card.language, businessOf(card), card.slug));
    }
    const claim = tokens.verify('details', token);
    if (!claim) return unproved(ctx, token);
    const held = await rights.heldAbout(claim);
    // The question before the deletion (the details page's button): nothing is deleted by a GET.
    const asking = ctx.query.step === 'delete' && held.leads.length > 0;
    send(ctx, (asking ? confirmDeletionPage : detailsPage)(claim.language, claim.email, held, String(token)));
  });

  router.post(VISITOR_PATHS.details, async (ctx) => {
    if (isCrossSite(ctx, publicUrl())) return invalid(ctx);
    const form = await readPageForm(ctx);
    if (form.action === 'renew') {
      const proved = tokens.verify('details', form.token) ?? tokens.expired('details', form.token);
      if (!proved) return invalid(ctx);
      if (!(await rights.renewLink(proved, ctx.ip))) return send(ctx, notePage(proved.language, 'detailsTitle', 'tooMany'), 429);
      return send(ctx, notePage(proved.language, 'detailsTitle', 'renewed', { email: proved.email }), 202);
    }
    const claim = tokens.verify('details', form.token);
    if (!claim) return unproved(ctx, form.token);
    if (form.action !== 'delete') return invalid(ctx, claim);
    // A deletion sent again (a second tap, a reload) finds nothing left to delete or to tell: it says so, as the link does.
    const held = await rights.heldAbout(claim);
    if (held.leads.length === 0) return send(ctx, detailsPage(claim.language, claim.email, held, String(form.token)));
    const business = await rights.deleteAll(claim);
    send(ctx, notePage(claim.language, 'detailsTitle', 'deleted', { business }));
  });

  router.post(`${VISITOR_PATHS.details}/request`, async (ctx) => {
    if (isCrossSite(ctx, publicUrl())) return invalid(ctx);
    const form = await readPageForm(ctx);
    const found = await publicCard(form.card ?? '');
    if (!found) return invalid(ctx);
    const card = asRead(found, form[LANGUAGE_PARAMETER]);
    const business = businessOf(card);
    const address = email.safeParse((form.email ?? '').trim());
    if (!address.success) return send(ctx, askPage(card.language, business, card.slug, form.email ?? ''), 400);
    if (!(await rights.requestLink(card, address.data, ctx.ip))) return send(ctx, notePage(card.language, 'askTitle', 'tooMany'), 429);
    send(ctx, notePage(card.language, 'askTitle', 'asked', { business }), 202);
  });

  router.get(VISITOR_PATHS.refuse, async (ctx) => {
    const claim = tokens.verify('refuse', ctx.query.token);
    if (!claim) return brokenRefusal(ctx);
    const { business, refusedAt, ownerGone } = await rights.heldAbout(claim);
    if (ownerGone) return send(ctx, notePage(claim.language, 'refuseTitle', 'ownerGone'));
    if (refusedAt) return send(ctx, notePage(claim.language, 'refuseTitle', 'alreadyRefused', { business, date: israelLongDate(claim.language, refusedAt) }));
    send(ctx, refusePage(claim.language, business, claim.email, String(ctx.query.token)));
  });

  // The one-click refusal: a mail service's POST (body `List-Unsubscribe=One-Click`) or the page's button. No sign-in,
  // no confirmation: the signed link is the proof.
  router.post(VISITOR_PATHS.refuse, async (ctx) => {
    const claim = tokens.verify('refuse', ctx.query.token);
    if (!claim) return brokenRefusal(ctx);
    await readPageForm(ctx);
    await mail.refuse(claim.ownerId, claim.email);
    const { business, ownerGone } = await rights.heldAbout(claim);
    send(ctx, notePage(claim.language, 'refuseTitle', ownerGone ? 'ownerGone' : 'refused', { business }));
  });

  router.post(`${VISITOR_PATHS.refuse}/request`, async (ctx) => {
    if (isCrossSite(ctx, publicUrl())) return brokenRefusal(ctx);
    const language = browserLanguage(ctx);
    const form = await readPageForm(ctx);
    const address = email.safeParse((form.email ?? '').trim());
    if (!address.success) return send(ctx, brokenRefusePage(language, form.email ?? ''), 400);
    if (!(await rights.requestRefusalLinks(address.data, ctx.ip))) return send(ctx, notePage(language, 'refuseTitle', 'tooMany'), 429);
    send(ctx, notePage(language, 'refuseTitle', 'refuseAsked'), 202);
  });

  return router.routes() as unknown as RoutesMiddleware;
}
