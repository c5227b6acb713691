import type { Locale } from '../../shared/contract/auth';
import { LANGUAGE_COOKIE } from '../../shared/documents.mjs';
import type { AppContext } from './context';

/** The language the app is shown in on the requesting device (the cookie the app sets when it switches). */
export function appLanguageOf(ctx: AppContext): Locale {
  return ctx.cookies.get(LANGUAGE_COOKIE) === 'en' ? 'en' : 'he';
}
