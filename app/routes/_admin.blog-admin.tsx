import { createFileRoute } from '@tanstack/react-router';
import { BlogAdminPage } from '../features/blog/admin/BlogAdminPage';
import { parseBlogAdminSearch } from '../features/blog/admin/admin-view';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_admin/blog-admin')({
  validateSearch: parseBlogAdminSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPage('blogAdmin', context.queryClient, deps.editor),
  component: function BlogAdminRoute() {
    const { editor } = Route.useSearch();
    return <BlogAdminPage editor={editor} />;
  },
});
