import type { BlogPostSummary } from '../../../shared/contract/blog';
import { formatDate } from '../../lib/format';
import { useT } from '../../i18n';

/** Posts carry no language field: Hebrew letters in the title mean a right-to-left Hebrew post. */
export function postTextDirection(post: Pick<BlogPostSummary, 'title'>): { lang: 'he' | 'en'; dir: 'rtl' | 'ltr' } {
  return /[\u0590-\u05FF]/.test(post.title) ? { lang: 'he', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };
}

/** The post's cover image, or a decorative panel when it has none; the title beside it names the post. */
export function PostCover({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  if (!post.cover) {
    return (
      <div className={`post-cover post-cover-blank post-cover-tone-${post.id % 3}`} aria-hidden="true">
        <span>{[...post.title.trim()][0] ?? ''}</span>
      </div>
    );
  }
  return (
    <img
      className="post-cover"
      src={post.cover}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}

/** "By {author} · Published on {date}" with a machine-readable date. */
export function PostByline({ post }: { post: BlogPostSummary }) {
  const t = useT();
  const date = post.publishedAt ?? post.createdAt;
  return (
    <p className="post-byline">
      <span>{t('blog.byAuthor', { author: post.author })}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={date}>{t('blog.publishedOn', { date: formatDate(date) })}</time>
    </p>
  );
}
