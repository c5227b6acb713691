import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../features/blog/BlogPostPage';
import { loadBlogPost } from '../features/blog/api/get-blog-post';

export const Route = createFileRoute('/blog/$id')({
  loader: ({ context, params }) => loadBlogPost(context.queryClient, params.id),
  component: function BlogPostRoute() {
    const { id } = Route.useParams();
    return <BlogPostPage id={id} />;
  },
});
