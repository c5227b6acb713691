/** The public marketing pages: what a visitor reads before signing up (the build pre-renders all but blog posts). */
const MARKETING_PATHS = new Set(['/', '/help', '/examples', '/communities', '/privacy', '/terms', '/refund', '/accessibility', '/contact', '/blog']);

/** True on a marketing page: one of the paths above, or a blog post (`/blog/{id}`). */
export function isMarketingPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MARKETING_PATHS.has(path) || /^\/blog\/[^/]+$/.test(path);
}
