import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { buttonClass } from '../../../components/Button';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { useT } from '../../../i18n';
import { AdminFrame } from '../../../components/AdminFrame';
import { PostTable } from './PostTable';
import { EditPost, NewPost } from './PostEditor';
import '../blog.css';

/** Which view of the blog admin is open: the list, a new post, or the post with this id. */
export type BlogAdminView = { editor?: 'new' | number };

/** `/blog-admin` (admins only): the post list, and the editor for a new or existing post. */
export function BlogAdminPage({ editor }: BlogAdminView) {
  const t = useT();
  return (
    <AdminFrame title={t('page.blogAdmin')} description={t('blog.description')}>
      <div className="blog-admin-head">
        {editor === undefined ? (
          <Link to="/blog-admin" search={{ editor: 'new' }} className={buttonClass('primary')}>
            {t('blogAdmin.newPost')}
          </Link>
        ) : (
          <Link to="/blog-admin" search={{}} className="tall-link">
            {t('blogAdmin.backToList')}
          </Link>
        )}
      </div>
      <Suspense fallback={<LoadingScreen />}>
        {editor === 'new' ? (
          <NewPost />
        ) : editor !== undefined ? (
          <EditPost id={editor} />
        ) : (
          <PostTable />
        )}
      </Suspense>
    </AdminFrame>
  );
}
