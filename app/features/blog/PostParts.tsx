import type { Locale } from '../../../shared/contract/auth';
import { cardDirection } from '../../../shared/contract/card-languages';
import type { BlogPostSummary } from '../../../shared/contract/blog';
import { formatDate } from '../../lib/format';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';

/** The `lang` and `dir` of a post's own words, whatever the language the page around them is in. */
export function postTextDirection(post: Pick<BlogPostSummary, 'language'>): { lang: Locale; dir: 'rtl' | 'ltr' } {
  return { lang: post.language, dir: cardDirection(post.language) };
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
  const isolatedT = useIsolatedT();
  const date = post.publishedAt ?? post.createdAt;
  return (
    <p className="post-byline">
      <span>{isolatedT('blog.byAuthor', { author: post.author })}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={date}>{t('blog.publishedOn', { date: formatDate(date) })}</time>
    </p>
  );
}
