/** The admin's blog API. */
export const ADMIN_BLOG_PATH = '/api/admin/blog-posts';
