import { BARE_PATHS } from '../../shared/pages/table';

/** Which parts of the shell show on a path: header, footer, support chat. */
export interface ShellParts {
  header: boolean;
  supportChat: boolean;
  footer: boolean;
}

/** The event kiosk: the whole screen is its own. */
const KIOSK_PATH = '/event';

const FOOTERLESS_PREFIXES = [KIOSK_PATH, '/dashboard', '/admin', '/admin-dashboard', '/editor', '/invoices', '/subscription', '/wallet'];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True on public profile paths: /p/{slug} and any first segment starting with @. */
export function isProfilePath(pathname: string): boolean {
  return isUnder(pathname, '/p') || pathname.startsWith('/@') || pathname.startsWith('/%40');
}

/** Header and support chat hide on profiles, the event kiosk and the bare public pages (legal texts, embed); the footer hides inside the app's work areas and the kiosk. */
export function shellPartsFor(pathname: string): ShellParts {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bare = isProfilePath(path) || isUnder(path, KIOSK_PATH) || BARE_PATHS.some((bare) => isUnder(path, bare));
  return {
    header: !bare,
    supportChat: !bare,
    footer: !FOOTERLESS_PREFIXES.some((prefix) => isUnder(path, prefix)),
  };
}
