import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { PostByline, PostCover, postTextDirection } from './PostParts';
import { useBlogPost } from './api/get-blog-post';
import { usePageMeta } from '../../components/use-page-meta';
import './blog.css';

/** `/blog/{id}`: one post; its body is HTML the server rendered from Markdown and sanitised. */
export function BlogPostPage({ id }: { id: string }) {
  const t = useT();
  const { data: post } = useBlogPost(id);
  usePageMeta(post.title, post.excerpt || post.title);
  const direction = postTextDirection(post);
  return (
    <article className="page page-narrow blog-post" aria-labelledby="post-title">
      {/* The way back is never the current page (a screen reader would say it is, on every post). */}
      <Link to="/blog" activeOptions={{ exact: true }} className="tall-link blog-back">
        {t('blog.backToBlog')}
      </Link>
      {!post.isPublished && (
        <p className="blog-hidden-notice" role="note">
          {t('blog.hiddenNotice')}
        </p>
      )}
      <h1 id="post-title" {...direction}>
        {post.title}
      </h1>
      <PostByline post={post} />
      <PostCover post={post} eager />
      <div {...direction}>
        {post.excerpt && <p className="blog-lead">{post.excerpt}</p>}
        {/* bodyHtml is the server's sanitised rendering (strict allow-list); nothing else is ever inserted as HTML. */}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      </div>
    </article>
  );
}
