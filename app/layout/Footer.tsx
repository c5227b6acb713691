import { Link } from '@tanstack/react-router';
import { BetaBadge } from '../components/BetaBadge';
import { useT } from '../i18n';

const YEAR = new Date().getFullYear();

/** The site footer: blog, contact, legal pages and the sitemap (the sitemap is a document of the server, not an app route). */
export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-brand">
          <span className="brand-name">{t('app.name')}</span> <BetaBadge />
          <span className="footer-tagline">{t('app.tagline')}</span>
        </p>
        <nav aria-label={t('footer.nav')}>
          <ul className="footer-links">
            <li>
              {/* A post's page is not the blog's: "current page" only on the list itself. */}
              <Link to="/blog" activeOptions={{ exact: true }}>
                {t('footer.blog')}
              </Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/refund">{t('footer.refund')}</Link>
            </li>
            <li>
              <Link to="/accessibility">{t('footer.accessibility')}</Link>
            </li>
            <li>
              <a href="/sitemap.xml">{t('footer.sitemap')}</a>
            </li>
          </ul>
        </nav>
        <p className="footer-rights">{t('footer.rights', { year: YEAR })}</p>
      </div>
    </footer>
  );
}
