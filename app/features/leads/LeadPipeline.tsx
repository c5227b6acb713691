import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Lead, TimelineEntry } from '../../../shared/contract/leads';
import { Button } from '../../components/Button';
import { ApiError, messageOf } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { neighbourControl } from '../../lib/neighbour-control';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useLead } from './api/get-lead';
import { useSendFollowUp } from './api/send-follow-up';
import { SavedNotice, useLeadSave } from './lead-save';

/**
 * The disclosure of a lead's follow-up, in its note's cell. What it opens is a row of its own under the lead
 * (LeadPipelinePanel, drawn by LeadRow while `open`): the note's column is too narrow for its fields and history.
 */
export function LeadPipelineToggle({ lead, panelId, open, onToggle }: { lead: Lead; panelId: string; open: boolean; onToggle: (open: boolean) => void }) {
  const t = useT();
  return (
    <details className="lead-pipeline" onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary aria-controls={open ? panelId : undefined}>
        {t('leads.followUpOf')}
        {/* Every row has one: a screen reader's list of them names each lead. */}
        <span className="visually-hidden">
          {': '}
          <bdi>{lead.name}</bdi>
        </span>
      </summary>
    </details>
  );
}

/** A lead's follow-up: its tags, its reminder day, the card's follow-up mail sent by hand, and its timeline. */
export function LeadPipelinePanel({ lead, id }: { lead: Lead; id: string }) {
  const t = useT();
  const { save, savedAt } = useLeadSave(lead.id);
  const [tag, setTag] = useState('');
  const addTag = (event: FormEvent) => {
    event.preventDefault();
    const value = tag.trim();
    // A tag not saved comes back to its field (unless another was typed since), to be added again.
    if (value && !lead.tags.some((known) => known.toLowerCase() === value.toLowerCase())) save({ tags: [...lead.tags, value] }, () => setTag((typed) => typed || value));
    setTag('');
  };

  return (
    <div className="lead-pipeline-panel" id={id}>
      <div className="lead-pipeline-fields">
        <ul className="lead-tags" aria-label={t('leads.tags')}>
          {lead.tags.map((known) => (
            <li key={known}>
              <span dir="auto">{known}</span>
              <button
                type="button"
                className="link-button"
                aria-label={t('leads.removeTag', { tag: known })}
                onClick={(event) => {
                  neighbourControl(event.currentTarget.closest('li'), 'button', document.getElementById(`lead-tag-${lead.id}`))?.focus();
                  save({ tags: lead.tags.filter((other) => other !== known) });
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <form className="lead-tag-form" onSubmit={addTag}>
          <label htmlFor={`lead-tag-${lead.id}`}>{t('leads.addTag')}</label>
          <input id={`lead-tag-${lead.id}`} value={tag} maxLength={30} dir="auto" onChange={(event) => setTag(event.target.value)} />
          <Button type="submit" variant="secondary">
            {t('leads.addTagButton')}
          </Button>
          <SavedNotice text={t('leads.tagsSaved')} saved={savedAt('tags')} />
        </form>
        <div className="lead-reminder">
          <label htmlFor={`lead-remind-${lead.id}`}>{t('leads.remindAt')}</label>
          <input
            id={`lead-remind-${lead.id}`}
            type="date"
            value={lead.remindAt ?? ''}
            onChange={(event) => save({ remindAt: event.target.value || null })}
          />
          <SavedNotice text={t('leads.reminderSaved')} saved={savedAt('remindAt')} />
        </div>
        <FollowUpButton lead={lead} />
      </div>
      <Timeline id={lead.id} />
    </div>
  );
}

function FollowUpButton({ lead }: { lead: Lead }) {
  const t = useT();
  const navigate = useNavigate();
  const send = useSendFollowUp(lead.id);
  if (!lead.email) return null;
  const { profileId } = lead;
  // A card with no follow-up mail yet: the way to write it, from the toast that says so.
  const writeIt = (error: Error) =>
    error instanceof ApiError && error.code === 'no_follow_up' && profileId !== null
      ? { label: t('leads.writeFollowUp'), onClick: () => void navigate({ to: '/follow-up/$id', params: { id: String(profileId) } }) }
      : undefined;
  return (
    <Button
      variant="secondary"
      busy={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: () => toast({ title: t('leads.followUpSent'), description: lead.email }),
          onError: (error) => toast({ title: t('leads.followUpNotSent'), description: messageOf(error, ''), variant: 'destructive', action: writeIt(error) }),
        })
      }
    >
      {t('leads.sendFollowUp')}
    </Button>
  );
}

function Timeline({ id }: { id: number }) {
  const t = useT();
  const { data, error } = useLead(id, true);
  if (error) return <p className="lead-timeline-error">{t('leads.timelineError')}</p>;
  if (!data) return <div className="skeleton lead-timeline-skeleton" aria-hidden="true" />;
  // Each entry starts with its date: a bullet before it, not a number ("1. 1 בדצמבר 2026 …" read as two ones).
  return (
    <ul className="lead-timeline" aria-label={t('leads.timeline')}>
      {data.timeline.map((entry, index) => (
        <li key={index}>
          <time dateTime={entry.at}>{formatDate(entry.at)}</time> <TimelineText entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function TimelineText({ entry }: { entry: TimelineEntry }) {
  const t = useT();
  if (entry.type === 'created') return <span>{t(`leads.timeline.created.${entry.source}`)}</span>;
  if (entry.type === 'refusal') return <span>{t('leads.timeline.refusal')}</span>;
  const { mail } = entry;
  return (
    <details className="lead-mail">
      <summary>
        {t(`leads.mailKind.${mail.kind}`)}: {t(`leads.mailStatus.${mail.status}`)}
        {mail.reason && ` (${t(`leads.mailReason.${mail.reason}`)})`}
      </summary>
      <p dir="auto">
        <strong>{mail.subject}</strong>
      </p>
      <pre dir="auto">{mail.body}</pre>
    </details>
  );
}
