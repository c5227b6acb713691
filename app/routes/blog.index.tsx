import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../features/blog/BlogListPage';
import { blogPostsQueryOptions } from '../features/blog/queries';

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogPostsQueryOptions()),
  component: BlogListPage,
});
