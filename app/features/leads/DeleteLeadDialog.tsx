import type { Lead } from '../../../shared/contract/leads';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useDeleteLead } from './api/delete-lead';

/** Asks before deleting a lead for good; `onDeleted` runs once it is gone, before the dialog closes. */
export function DeleteLeadDialog({ lead, onDeleted, onClose }: { lead: Lead; onDeleted: () => void; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteLead();
  const confirm = () =>
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast({ title: t('leads.deleted'), description: lead.name });
        onDeleted();
        onClose();
      },
      onError: (error) => toast({ title: t('leads.failed'), description: messageOf(error, ''), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      title={t('leads.deleteTitle')}
      text={t('leads.deleteText', { name: lead.name })}
      confirmLabel={t('leads.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
