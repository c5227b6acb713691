import { z } from 'zod';
import { LOCALES, type Locale } from '../../shared/contract/auth';
import { CARD_LANGUAGES, isCardLanguage, LANGUAGE_PARAMETER, type CardLanguage } from '../../shared/contract/card-languages';
import { LANGUAGE_COOKIE } from '../../shared/documents.mjs';
import type { AppContext } from './context';

/** The language the app is shown in on the requesting device (the cookie the app sets when it switches). */
export function appLanguageOf(ctx: AppContext): Locale {
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE);
  return isCardLanguage(chosen) ? chosen : 'he';
}

/** The language the address names (`?lang=ar`, as a card links to the site), if it is one of the card languages. */
export function namedLanguageOf(ctx: Pick<AppContext, 'query'>): CardLanguage | undefined {
  const named = ctx.query[LANGUAGE_PARAMETER];
  return isCardLanguage(named) ? named : undefined;
}

/**
 * The language a page of the site is drawn in for the one who asks: the one its address names, else the one chosen on
 * this device (its cookie), else Hebrew. The answer then varies by cookie.
 */
export function pageLanguageOf(ctx: AppContext): CardLanguage {
  ctx.vary('Cookie');
  return namedLanguageOf(ctx) ?? appLanguageOf(ctx);
}

/**
 * The language of a visitor on a page the server draws knowing neither them nor a card (a card's address that leads
 * nowhere): the one the address names (`?lang=`), else the first of the cards' languages the browser accepts, else
 * Hebrew. The answer then varies by `Accept-Language`, so that no cache gives one visitor's language to another.
 */
export function visitorLanguageOf(ctx: AppContext): CardLanguage {
  ctx.vary('Accept-Language');
  return namedLanguageOf(ctx) ?? ((ctx.acceptsLanguages(...CARD_LANGUAGES) || 'he') as CardLanguage);
}

/**
 * The language a card's page speaks to the one who asks, of the card's `languages` (its own first): the one the address
 * names, else the first the browser accepts, else the card's own. A card in one language is one page for everybody;
 * one in several varies by `Accept-Language`.
 */
export function cardLanguageOf(ctx: AppContext, languages: readonly [CardLanguage, ...CardLanguage[]]): CardLanguage {
  if (languages.length === 1) return languages[0];
  const named = namedLanguageOf(ctx);
  if (named && languages.includes(named)) return named;
  ctx.vary('Accept-Language');
  return (ctx.acceptsLanguages(...languages) || languages[0]) as CardLanguage;
}

const downloadQuery = z.object({ [LANGUAGE_PARAMETER]: z.enum(LOCALES, 'השפה של הקובץ היא he, ar, ru או en').optional() });

/**
 * The language of a file an owner downloads (a CSV, a vCard): the one the app names (`?lang=he|ar|ru|en`, the language of
 * the screen it was asked from), else the account's.
 */
export function downloadLanguageOf(ctx: Pick<AppContext, 'query'> & { state: { user: { locale: Locale } } }): Locale {
  return downloadQuery.parse(ctx.query)[LANGUAGE_PARAMETER] ?? ctx.state.user.locale;
}
