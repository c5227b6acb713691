import { useEffect, useState } from 'react';
import type { Lead } from '../../../shared/contract/leads';
import { AttachmentLink } from '../../components/AttachmentLink';
import { Button } from '../../components/Button';
import { formatCalendarDay, formatDate, formatLanguageName } from '../../lib/format';
import { languageAtom, useDownloadHref, useT } from '../../i18n';
import { useAtomValue } from 'jotai';
import { telHref } from '../../../shared/card/links';
import { LtrRuns } from '../../../shared/card/LtrRuns';
import { leadReplyLinks } from '../../../shared/lead-mail/reply';
import { LeadContact } from './LeadContact';
import { LeadPipelinePanel, LeadPipelineToggle } from './LeadPipeline';
import { LeadStatusSelect } from './LeadStatusSelect';
import { leadFileHref, leadVCardHref } from './api/lead-downloads';
import { SavedNotice, useLeadSave } from './lead-save';

/** Beyond these a message shows its first lines only (LONG_MESSAGE_LINES, in leads.css), until asked for whole. */
const LONG_MESSAGE_CHARACTERS = 280;
const LONG_MESSAGE_LINES = 4;

/**
 * One lead: who, how to reach them, what they wrote, its status and the owner's note, and the actions; under them, while
 * open, its follow-up across the whole table. A group of rows of its own, which a phone draws as one card.
 */
export function LeadRow({ lead, showCard, onDelete }: { lead: Lead; showCard: boolean; onDelete: () => void }) {
  const t = useT();
  const inLanguage = useDownloadHref();
  // Kept by the row, which outlives the note's editor (started over by each saved note).
  const { save, savedAt } = useLeadSave(lead.id);
  // Written for the lead in their card's language, signed with the owner's name on it; the owner edits it before sending.
  const reply = leadReplyLinks(lead, useAtomValue(languageAtom));
  const [followUpOpen, setFollowUpOpen] = useState(false);
  const followUpId = `lead-follow-up-${lead.id}`;

  return (
    <tbody className="lead" data-lead-id={lead.id}>
      <tr className={`lead-row lead-row--${lead.status}`}>
        <td className="lead-date" data-label={t('leads.colDate')}>
          <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
        </td>
        {showCard && (
          <td className="lead-card" data-label={t('leads.colCard')}>
            <bdi>{lead.cardName}</bdi>
          </td>
        )}
        <th scope="row" className="lead-name">
          <bdi>{lead.name}</bdi>
          {lead.company && (
            <span className="lead-company" dir="auto">
              {lead.company}
            </span>
          )}
          <LeadBadges lead={lead} />
        </th>
        <td className="lead-contact" data-label={t('leads.colContact')}>
          <LeadContact phone={lead.phone} email={lead.email} />
        </td>
        {/* Beside the ways to reach the lead, as a phone shows them: Tab reaches the actions before the message, status and note. */}
        <td className="lead-actions-cell">
          <ul className="lead-actions">
            {lead.phone && (
              <li>
                <a href={telHref(lead.phone)} aria-label={t('leads.callName', { name: lead.name })}>
                  {t('leads.call')}
                </a>
              </li>
            )}
            {reply.whatsapp && (
              <li>
                <a href={reply.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t('leads.whatsappName', { name: lead.name })}>
                  {t('leads.whatsapp')}
                </a>
              </li>
            )}
            {reply.sms && (
              <li>
                <a href={reply.sms} aria-label={t('leads.smsName', { name: lead.name })}>
                  {t('leads.sms')}
                </a>
              </li>
            )}
            {reply.mail && (
              <li>
                <a href={reply.mail} aria-label={t('leads.emailName', { name: lead.name })}>
                  {t('leads.email')}
                </a>
              </li>
            )}
            <li>
              <a href={inLanguage(leadVCardHref(lead.id))} download aria-label={t('leads.vcardName', { name: lead.name })}>
                {t('leads.vcard')}
              </a>
            </li>
            <li>
              <button type="button" className="link-button lead-delete" onClick={onDelete} aria-label={t('leads.deleteName', { name: lead.name })}>
                {t('leads.delete')}
              </button>
            </li>
          </ul>
        </td>
        <td className="lead-message" data-label={t('leads.colMessage')} dir="auto">
          {lead.message && <LeadMessage text={lead.message} />}
          {lead.attachment && (
            <p className="lead-file">
              <AttachmentLink href={leadFileHref(lead.id)} file={lead.attachment} sender={lead.name} />
            </p>
          )}
        </td>
        <td className="lead-status" data-label={t('leads.colStatus')}>
          <LeadStatusSelect label={t('leads.statusOf', { name: lead.name })} status={lead.status} onChoose={(status) => save({ status })} />
          <SavedNotice text={t('leads.statusChanged')} saved={savedAt('status')} />
        </td>
        <td className="lead-note-cell" data-label={t('leads.colNote')}>
          {/* A note saved (here or elsewhere) starts the editor over from it; the row itself stays, with its open panel. */}
          <NoteEditor key={lead.note} lead={lead} onSave={(note) => save({ note })} />
          <SavedNotice text={t('leads.noteSaved')} saved={savedAt('note')} />
          <LeadPipelineToggle lead={lead} panelId={followUpId} open={followUpOpen} onToggle={setFollowUpOpen} />
        </td>
      </tr>
      {followUpOpen && (
        <tr className="lead-pipeline-row">
          <td colSpan={showCard ? 8 : 7}>
            <LeadPipelinePanel lead={lead} id={followUpId} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** Where the lead came from (the event by its name), its tags, its reminder and what it said to mail. */
function LeadBadges({ lead }: { lead: Lead }) {
  const t = useT();
  const ownLanguage = useAtomValue(languageAtom);
  return (
    <span className="lead-badges">
      {/* Not yet dealt with: said in words, for the eye and for a screen reader reading the row's name. */}
      {lead.status === 'new' && <span className="lead-badge lead-badge--new">{t('leads.status.new')}</span>}
      {/* The language the lead read the card in, where it is not the owner's: the one to call or write back in, named in the owner's. */}
      {lead.consentLanguage && lead.consentLanguage !== ownLanguage && (
        <span className="lead-badge">
          {t('leads.language')} {formatLanguageName(lead.consentLanguage)}
        </span>
      )}
      {lead.source !== 'card' && lead.source !== 'event' && <span className="lead-badge">{t(`leads.source.${lead.source}`)}</span>}
      {lead.event && (
        <span className="lead-badge lead-badge--event" dir="auto">
          {t('leads.atEvent', { event: lead.event })}
        </span>
      )}
      {lead.tags.map((tag) => (
        <span key={tag} className="lead-badge lead-badge--tag" dir="auto">
          #{tag}
        </span>
      ))}
      {lead.remindAt && <span className="lead-badge lead-badge--reminder">{t('leads.remindOn', { date: formatCalendarDay(lead.remindAt) })}</span>}
      {lead.marketingConsent && <span className="lead-badge">{t('leads.marketingConsent')}</span>}
      {lead.mailRefusedAt && <span className="lead-badge lead-badge--refused">{t('leads.mailRefused')}</span>}
    </span>
  );
}

/** A message longer than a few lines shows its start, and the rest on a press: one lead never fills the list. */
function LeadMessage({ text }: { text: string }) {
  const t = useT();
  const [whole, setWhole] = useState(false);
  const long = text.length > LONG_MESSAGE_CHARACTERS || text.split('\n').length > LONG_MESSAGE_LINES;
  return (
    <>
      <span className={long && !whole ? 'lead-message-text lead-message-text--clamped' : 'lead-message-text'}>
        <LtrRuns text={text} />
      </span>
      {long && (
        <button type="button" className="link-button lead-message-more" aria-expanded={whole} onClick={() => setWhole(!whole)}>
          {t(whole ? 'leads.messageLess' : 'leads.messageMore')}
        </button>
      )}
    </>
  );
}

/** The owner's note on a lead, saved with its button or on leaving the field (as the status, tags and reminder save at once). */
function NoteEditor({ lead, onSave }: { lead: Lead; onSave: (note: string) => void }) {
  const t = useT();
  const [note, setNote] = useState(lead.note);
  const changed = note.trim() !== lead.note;
  // Typed and not yet saved (the field never left): closing or reloading the page asks first.
  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [changed]);

  const save = () => onSave(note.trim());

  return (
    <div className="lead-note">
      <textarea
        aria-label={t('leads.noteOf', { name: lead.name })}
        rows={2}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        // Focus moving to the note's own button saves by its press, once.
        onBlur={(event) => changed && !event.currentTarget.parentElement?.contains(event.relatedTarget) && save()}
      />
      {changed && (
        <Button variant="secondary" onClick={save}>
          {t('leads.saveNote')}
        </Button>
      )}
    </div>
  );
}
