import { z } from 'zod';
import { LOCALES, type Locale } from '../../shared/contract/auth';
import { LANGUAGE_COOKIE } from '../../shared/documents.mjs';
import { LANGUAGE_PARAMETER } from '../../shared/pages/table';
import type { AppContext } from './context';

/** The language the app is shown in on the requesting device (the cookie the app sets when it switches). */
export function appLanguageOf(ctx: AppContext): Locale {
  return ctx.cookies.get(LANGUAGE_COOKIE) === 'en' ? 'en' : 'he';
}

/**
 * The site's language for a visitor on a page the server draws without knowing them: the one the address names
 * (`?lang=en`), else the first of the site's languages the browser accepts, else Hebrew. The answer then varies by
 * `Accept-Language`, so that no cache gives one visitor's language to another.
 */
export function visitorLanguageOf(ctx: AppContext): Locale {
  ctx.vary('Accept-Language');
  const named = LOCALES.find((language) => language === ctx.query[LANGUAGE_PARAMETER]);
  return named ?? ((ctx.acceptsLanguages(...LOCALES) || 'he') as Locale);
}

const downloadQuery = z.object({ [LANGUAGE_PARAMETER]: z.enum(LOCALES, 'השפה של הקובץ היא he או en').optional() });

/**
 * The language of a file an owner downloads (a CSV, a vCard): the one the app names (`?lang=he|en`, the language of
 * the screen it was asked from), else the account's.
 */
export function downloadLanguageOf(ctx: Pick<AppContext, 'query'> & { state: { user: { locale: Locale } } }): Locale {
  return downloadQuery.parse(ctx.query)[LANGUAGE_PARAMETER] ?? ctx.state.user.locale;
}
