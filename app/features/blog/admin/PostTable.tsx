import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BlogPostSummary } from '../../../../shared/contract/blog';
import { Button } from '../../../components/Button';
import { formatDate } from '../../../lib/format';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useT } from '../../../i18n';
import { blogPostsQueryOptions } from '../api/get-blog-posts';
import { postTextDirection } from '../PostParts';
import { DeletePostDialog } from './DeletePostDialog';
import { usePublishPost } from './api/publish-post';

/** Every post, hidden ones too, with view, edit, publish/unpublish and delete. */
export function PostTable() {
  const t = useT();
  const { data: posts } = useSuspenseQuery(blogPostsQueryOptions({ all: true }));
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);

  if (posts.length === 0) return <p>{t('blogAdmin.empty')}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="blog-admin-table">
          <caption className="visually-hidden">{t('blogAdmin.listTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('blogAdmin.colTitle')}</th>
              <th scope="col">{t('blogAdmin.colStatus')}</th>
              <th scope="col">{t('blogAdmin.colDate')}</th>
              <th scope="col">{t('blogAdmin.colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <PostRow key={post.id} post={post} onDelete={() => setDeleting(post)} />
            ))}
          </tbody>
        </table>
      </div>
      {deleting && <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function PostRow({ post, onDelete }: { post: BlogPostSummary; onDelete: () => void }) {
  const t = useT();
  const publish = usePublishPost();
  const label = (action: string) => t('blogAdmin.actionLabel', { action, title: post.title });

  const togglePublished = () =>
    publish.mutate(
      { id: post.id, published: !post.isPublished },
      {
        onSuccess: (saved) => toast({ title: t(saved.isPublished ? 'blogAdmin.published' : 'blogAdmin.unpublished'), description: saved.title }),
        onError: (error) => toast({ title: t('blogAdmin.failed'), description: messageOf(error, ''), variant: 'destructive' }),
      },
    );

  return (
    <tr>
      <th scope="row" {...postTextDirection(post)}>
        {post.title}
      </th>
      <td>
        <span className={`status-badge ${post.isPublished ? 'status-published' : 'status-hidden'}`}>
          {t(post.isPublished ? 'blogAdmin.statusPublished' : 'blogAdmin.statusHidden')}
        </span>
      </td>
      <td>
        <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
      </td>
      <td>
        <div className="row-actions">
          <Link to="/blog/$id" params={{ id: String(post.id) }} aria-label={label(t('blogAdmin.view'))}>
            {t('blogAdmin.view')}
          </Link>
          <Link to="/blog-admin" search={{ editor: post.id }} aria-label={label(t('blogAdmin.edit'))}>
            {t('blogAdmin.edit')}
          </Link>
          <Button
            variant="secondary"
            className="btn-small"
            busy={publish.isPending}
            aria-label={label(t(post.isPublished ? 'blogAdmin.unpublish' : 'blogAdmin.publish'))}
            onClick={togglePublished}
          >
            {t(post.isPublished ? 'blogAdmin.unpublish' : 'blogAdmin.publish')}
          </Button>
          <Button variant="danger" className="btn-small" aria-label={label(t('blogAdmin.delete'))} onClick={onDelete}>
            {t('blogAdmin.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
