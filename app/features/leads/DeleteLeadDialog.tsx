import type { Lead } from '../../../api/contract/leads';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useDeleteLead } from './queries';

/** Asks before deleting a lead for good. */
export function DeleteLeadDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteLead();
  const confirm = () =>
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast({ title: t('leads.deleted'), description: lead.name });
        onClose();
      },
      onError: (error) => toast({ title: t('leads.failed'), description: messageOf(error, ''), variant: 'destructive' }),
    });
  return (
    <Dialog open onClose={onClose} labelledBy="delete-lead-title">
      <h2 id="delete-lead-title">{t('leads.deleteTitle')}</h2>
      <p>{t('leads.deleteText', { name: lead.name })}</p>
      <div className="button-row">
        <Button variant="danger" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending}>
          {t('leads.deleteConfirm')}
        </Button>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
