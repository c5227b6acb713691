import type { BlogPostSummary } from '../../../../shared/contract/blog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useT } from '../../../i18n';
import { useDeletePost } from './api/delete-post';

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
    <ConfirmDialog
      title={t('blogAdmin.deleteTitle')}
      text={t('blogAdmin.deleteText', { title: post.title })}
      confirmLabel={t('blogAdmin.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
