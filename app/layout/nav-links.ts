import type { User } from '../../shared/contract/auth';
import type { MessageKey } from '../i18n';

/** A header/menu link: either an app route or a landing-page section. */
export interface NavLink {
  to: '/examples' | '/help' | '/dashboard' | '/wallet' | '/physical-cards' | '/admin' | '/';
  label: MessageKey;
  search?: { section: 'pricing' };
}

/** The header links per role: visitors, users, admins. */
export function navLinksFor(user: User | null): NavLink[] {
  if (!user) {
    return [
      { to: '/examples', label: 'nav.examples' },
      { to: '/help', label: 'nav.help' },
      { to: '/', label: 'nav.pricing', search: { section: 'pricing' } },
    ];
  }
  const links: NavLink[] = [
    { to: '/dashboard', label: 'nav.dashboard' },
    { to: '/wallet', label: 'nav.wallet' },
    { to: '/physical-cards', label: 'nav.physicalCards' },
    { to: '/examples', label: 'nav.examples' },
    { to: '/help', label: 'nav.help' },
  ];
  if (user.userRole === 'admin') links.push({ to: '/admin', label: 'nav.admin' });
  return links;
}

/** The initials shown in the avatar: first letters of up to two words of the username. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!].map((word) => [...word][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}
