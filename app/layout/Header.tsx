import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { User } from '../../shared/contract/auth';
import { BetaBadge } from '../components/BetaBadge';
import { Button } from '../components/Button';
import { ToastSlot } from '../components/Toast';
import { headerSkeletonAtom, useAuthActions, useSession } from '../features/auth';
import { useT } from '../i18n';
import { lazyPart } from '../lib/lazy-part';
import { LanguageSwitch } from './LanguageSwitch';
import { navLinksFor } from './nav-links';

const MobileMenu = lazy(() => import('./MobileMenu'));
// Only a signed-in user sees these: a visitor's first load goes without them.
const OwnerActions = lazyPart(() => import('./OwnerActions'));

/** Loads the header's parts for `user`, so that a page the server drew with them is hydrated whole. */
export function loadHeaderFor(user: User | null): Promise<unknown> {
  return user ? OwnerActions.load().then(({ loadPartsFor }) => loadPartsFor(user)) : Promise.resolve();
}

/** The site header: logo with beta badge, links per role, language switch, account area, mobile menu button. */
export function Header() {
  const t = useT();
  const session = useSession();
  const skeleton = useAtomValue(headerSkeletonAtom);
  const { openModal } = useAuthActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = skeleton ? null : session.user;
  const links = navLinksFor(user);
  const inner = useRef<HTMLDivElement>(null);
  useMenuWhenCrowded(inner, skeleton ? '' : links.map((link) => t(link.label)).join('\n'));

  return (
    <header className="site-header">
      <div className="header-inner" ref={inner}>
        <Link to="/" className="brand">
          <span className="brand-name">{t('app.name')}</span>
          <BetaBadge />
        </Link>
        <nav className="header-nav" aria-label={t('nav.main')}>
          {skeleton ? (
            <HeaderSkeleton label={t('nav.loadingUser')} />
          ) : (
            <ul>
              {links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} search={link.search} activeOptions={{ includeSearch: true }}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {/* On a phone or a tablet a toast shows here, in the place of the logo and the links, beside the buttons. */}
        <ToastSlot />
        <div className="header-actions">
          <LanguageSwitch />
          {skeleton ? (
            <AvatarSkeleton />
          ) : user ? (
            <Suspense fallback={<AvatarSkeleton />}>
              <OwnerActions user={user} />
            </Suspense>
          ) : session.status === 'out' ? (
            <div className="header-auth">
              <Button variant="ghost" onClick={() => openModal('login')}>
                {t('nav.login')}
              </Button>
              <Button onClick={() => openModal('register')}>{t('nav.register')}</Button>
            </div>
          ) : null}
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-label={t('nav.openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <span aria-hidden="true">☰</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} user={user} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * Marks the header `data-crowded` while its links and actions, each on one line, are wider than the header (a tablet,
 * a small laptop, a long language such as Russian): the menu button then holds the links, as on a phone. It measures
 * the links laid out in full, before the browser paints, when the header, its actions or the toast's place change size
 * and when the links' texts (`linkTexts`: another language, another user) change.
 */
function useMenuWhenCrowded(inner: RefObject<HTMLDivElement | null>, linkTexts: string) {
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    const measure = () => {
      // A toast stands in for the logo and the links while it shows: they are measured again as it closes.
      if (element.querySelector('.toast-slot .toast')) return;
      element.removeAttribute('data-crowded');
      element.toggleAttribute('data-crowded', element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The bell, the avatar and the inbox arrive after the header: the actions' growing is a change too.
    for (const part of element.querySelectorAll(':scope > :is(.header-actions, .toast-slot)')) observer.observe(part);
    return () => observer.disconnect();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the links' new texts resize nothing observed (the header keeps its box; hidden, they have none).
  }, [inner, linkTexts]);
}

function AvatarSkeleton() {
  return <span className="skeleton skeleton-avatar" aria-hidden="true" />;
}

function HeaderSkeleton({ label }: { label: string }) {
  return (
    <output className="header-skeleton" aria-label={label}>
      {[0, 1, 2, 3].map((index) => (
        <span key={index} className="skeleton skeleton-link" />
      ))}
    </output>
  );
}
