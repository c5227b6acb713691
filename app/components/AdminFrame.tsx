import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageMeta } from './use-page-meta';
import { useT, type MessageKey } from '../i18n';
import './admin-frame.css';

/** The admin's sections, in the order the navigation lists them. */
const SECTIONS: { to: string; label: MessageKey }[] = [
  { to: '/admin', label: 'admin.nav.dashboard' },
  { to: '/admin/users', label: 'admin.nav.users' },
  { to: '/admin/packages', label: 'admin.nav.packages' },
  { to: '/admin/package-migration', label: 'admin.nav.packageMigration' },
  { to: '/admin/support', label: 'admin.nav.support' },
  { to: '/blog-admin', label: 'admin.nav.blog' },
  { to: '/admin/contact', label: 'admin.nav.contact' },
  { to: '/admin/errors', label: 'admin.nav.errors' },
  { to: '/admin/orders', label: 'admin.nav.orders' },
  { to: '/admin/database-migrations', label: 'admin.nav.database' },
];

/** Every admin page: its title and description, the sections' navigation, and the page itself. */
export function AdminFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const t = useT();
  usePageMeta(title, description);
  return (
    <div className="page admin-page">
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} activeOptions={{ exact: true }}>
                {t(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
