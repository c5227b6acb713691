import type { BlogPostSummary } from '../../../../api/contract/blog';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useT } from '../../../i18n';
import { useDeletePost } from './mutations';

/** Asks before deleting a post for good. */
export function DeletePostDialog({ post, onClose }: { post: BlogPostSummary; onClose: () => void }) {
  const t = useT();
  const remove = useDeletePost();
  const confirm = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: t('blogAdmin.deleted'), description: post.title });
        onClose();
      },
      onError: (error) => toast({ title: t('blogAdmin.failed'), description: messageOf(error, ''), variant: 'destructive' }),
    });
  return (
    <Dialog open onClose={onClose} labelledBy="delete-post-title">
      <h2 id="delete-post-title">{t('blogAdmin.deleteTitle')}</h2>
      <p>{t('blogAdmin.deleteText', { title: post.title })}</p>
      <div className="button-row">
        <Button variant="danger" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending}>
          {t('blogAdmin.deleteConfirm')}
        </Button>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
