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

/**
 * The language of a visitor on a page the server draws knowing neither them nor a card (a card's address that leads
 * nowhere): the one the address names (`?lang=`), else the first of the cards' languages the browser accepts, else
 * Hebrew. The answer then varies by `Accept-Language`, so that no cache gives one visitor's language to another.
 */
export function visitorLanguageOf(ctx: AppContext): CardLanguage {
  ctx.vary('Accept-Language');
  const named = CARD_LANGUAGES.find((language) => language === ctx.query[LANGUAGE_PARAMETER]);
  return named ?? ((ctx.acceptsLanguages(...CARD_LANGUAGES) || 'he') as CardLanguage);
}

const downloadQuery = z.object({ [LANGUAGE_PARAMETER]: z.enum(LOCALES, 'השפה של הקובץ היא he, ar, ru או en').optional() });

/**
 * The language of a file an owner downloads (a CSV, a vCard): the one the app names (`?lang=he|ar|ru|en`, the language of
 * the screen it was asked from), else the account's.
 */
export function downloadLanguageOf(ctx: Pick<AppContext, 'query'> & { state: { user: { locale: Locale } } }): Locale {
  return downloadQuery.parse(ctx.query)[LANGUAGE_PARAMETER] ?? ctx.state.user.locale;
}
