// The app's public pages: what anyone may open without signing in (cards and blog posts aside). One table, read by
// the pre-render step (app/prerender/render.tsx), the sitemap and robots.txt (api/render/sitemap.ts), the server's
// page heads (api/blog/info-page-heads.ts), and the app's session check and shell (app/lib/).

/** One public page. */
export interface PublicPage {
  /** Its address. */
  readonly path: string;
  /**
   * A marketing page's route file, relative to app/: the build pre-renders the page with that route's code and
   * styles, and a visitor's first load of it asks no one who is signed in, since its content never depends on it.
   */
  readonly prerender?: string;
  /** Shown bare, without the header and the support chat: the legal texts and the embed page. */
  readonly bare?: boolean;
  /** Kept out of search results: left out of the sitemap, closed in robots.txt, `noindex` in its head. */
  readonly noindex?: boolean;
}

/** In the sitemap's order; the landing page first, as the build pre-renders it first (with the core texts only). */
export const PUBLIC_PAGES = [
  { path: '/', prerender: 'routes/index.tsx' },
  { path: '/examples', prerender: 'routes/examples.tsx' },
  { path: '/help', prerender: 'routes/help.tsx' },
  { path: '/blog', prerender: 'routes/blog.index.tsx' },
  { path: '/communities', prerender: 'routes/communities.tsx' },
  { path: '/contact', prerender: 'routes/contact.tsx' },
  { path: '/privacy', prerender: 'routes/privacy.tsx', bare: true },
  { path: '/terms', prerender: 'routes/terms.tsx', bare: true },
  { path: '/refund', prerender: 'routes/refund.tsx', bare: true },
  { path: '/accessibility', prerender: 'routes/accessibility.tsx', bare: true },
  { path: '/embed', bare: true },
  { path: '/at-routes-test', noindex: true },
] as const satisfies readonly PublicPage[];

/** The address of a public page. */
export type PublicPagePath = (typeof PUBLIC_PAGES)[number]['path'];

const pages: readonly PublicPage[] = PUBLIC_PAGES;

/** The marketing pages the build pre-renders, each with the route file whose code and styles it needs. */
export const PRERENDERED_PAGES = pages.flatMap(({ path, prerender }) => (prerender ? [{ path, route: prerender }] : []));

/** The pages the sitemap lists. */
export const INDEXED_PATHS = pages.filter((page) => !page.noindex).map((page) => page.path);

/** The pages robots.txt closes. */
export const NOINDEX_PATHS = pages.filter((page) => page.noindex).map((page) => page.path);

/** The pages shown without header and support chat (with anything below them). */
export const BARE_PATHS = pages.filter((page) => page.bare).map((page) => page.path);

const MARKETING_PATHS = new Set(PRERENDERED_PAGES.map((page) => page.path));

/** True on a marketing page: a pre-rendered page above, or a blog post (`/blog/{id}`). */
export function isMarketingPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MARKETING_PATHS.has(path) || /^\/blog\/[^/]+$/.test(path);
}
