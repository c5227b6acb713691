import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../features/blog/BlogPostPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/blog/$id')({
  loader: ({ context, params }) => loadPage('blogPost', context.queryClient, params.id),
  component: function BlogPostRoute() {
    const { id } = Route.useParams();
    return <BlogPostPage id={id} />;
  },
});
