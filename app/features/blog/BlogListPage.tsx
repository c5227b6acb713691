import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { languageAtom, useT } from '../../i18n';
import { PostByline, PostCover, postTextDirection } from './PostParts';
import { useBlogPosts } from './api/get-blog-posts';
import { usePageMeta } from '../../components/use-page-meta';
import './blog.css';

/** `/blog`: published posts, the reader's language first and newest first, each with its cover, excerpt, author and date. */
export function BlogListPage() {
  const t = useT();
  usePageMeta(t('page.blog'), t('blog.description'));
  // Fetched after the pre-rendered page has hydrated, so the first render matches the page's HTML.
  const { data, error } = useBlogPosts();
  const language = useAtomValue(languageAtom);
  if (error) throw error;
  // The reader's own language first, each language newest first as the server lists them.
  const posts = data && [...data.filter((post) => post.language === language), ...data.filter((post) => post.language !== language)];
  return (
    <div className="page blog-page">
      <header className="blog-header">
        <h1>{t('page.blog')}</h1>
        <p className="blog-lead">{t('blog.intro')}</p>
      </header>
      {posts === undefined ? (
        <p role="status">{t('blog.loading')}</p>
      ) : posts.length === 0 ? (
        <p>{t('blog.empty')}</p>
      ) : (
        <ul className="post-list">
          {posts.map((post, index) => (
            <li key={post.id}>
              <article className="post-card" aria-labelledby={`post-${post.id}-title`}>
                <PostCover post={post} eager={index === 0} />
                <div className="post-card-text">
                  <h2 id={`post-${post.id}-title`} {...postTextDirection(post)}>
                    <Link to="/blog/$id" params={{ id: String(post.id) }}>
                      {post.title}
                    </Link>
                  </h2>
                  <PostByline post={post} />
                  {post.excerpt && <p {...postTextDirection(post)}>{post.excerpt}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
