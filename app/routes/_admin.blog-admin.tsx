import { createFileRoute } from '@tanstack/react-router';
import { BlogAdminPage } from '../features/blog/admin/BlogAdminPage';
import { parseBlogAdminSearch } from '../features/blog/admin/admin-view';

export const Route = createFileRoute('/_admin/blog-admin')({
  validateSearch: parseBlogAdminSearch,
  component: function BlogAdminRoute() {
    const { editor } = Route.useSearch();
    return <BlogAdminPage editor={editor} />;
  },
});
