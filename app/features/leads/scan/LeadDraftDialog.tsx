import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { LeadDraft } from '../../../../shared/contract/card-scan';
import { EVENT_NAME_MAX, type OwnerLeadValues } from '../../../../shared/contract/leads';
import { Button } from '../../../components/Button';
import { Dialog, DialogHeader } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { useT } from '../../../i18n';
import { messageOf } from '../../../lib/errors';
import { profilesQueryOptions } from '../../profiles';

const lines = (text: FormDataEntryValue | null) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The owner checks and corrects what a card (or a badge's QR) said before it becomes a lead for one of their cards;
 * `onSave` resolves once it is saved (or kept to be sent), and its rejection is shown here.
 */
export function LeadDraftDialog({
  draft,
  event,
  readLater = false,
  notice,
  onSave,
  onClose,
}: {
  draft: LeadDraft;
  event?: string | undefined;
  /** No connection: the photo will be read on the server later, so nothing here is required. */
  readLater?: boolean | undefined;
  /** What the owner should know of the draft first (it will be read later, nothing was read). */
  notice?: string | undefined;
  onSave: (lead: OwnerLeadValues) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const cards = useQuery(profilesQueryOptions);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const data = new FormData(formEvent.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setSaving(true);
    setError(undefined);
    try {
      await onSave({
        profileId: Number(data.get('profileId')),
        name: text('name'),
        title: text('title'),
        company: text('company'),
        phones: lines(data.get('phones')),
        emails: lines(data.get('emails')),
        websites: lines(data.get('websites')),
        address: text('address'),
        note: text('note'),
        event: text('event') || undefined,
        idempotencyKey: crypto.randomUUID(),
      });
    } catch (err) {
      setError(messageOf(err, t('leads.failed')));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} labelledBy="scan-draft-title" className="scan-dialog">
      <DialogHeader id="scan-draft-title" title={t('scan.checkTitle')} closeLabel={t('scan.cancel')} onClose={onClose} />
      <form className="scan-draft" onSubmit={(formEvent) => void submit(formEvent)}>
        {notice && (
          <p className="scan-notice" role="status">
            {notice}
          </p>
        )}
        <Field label={t('scan.name')} name="name" defaultValue={draft.name} required={!readLater} maxLength={80} dir="auto" />
        <Field label={t('scan.jobTitle')} name="title" defaultValue={draft.title} maxLength={120} dir="auto" />
        <Field label={t('scan.company')} name="company" defaultValue={draft.company} maxLength={120} dir="auto" />
        <TextAreaField label={t('scan.phones')} name="phones" defaultValue={draft.phones.join('\n')} rows={2} dir="ltr" />
        <TextAreaField label={t('scan.emails')} name="emails" defaultValue={draft.emails.join('\n')} rows={2} dir="ltr" />
        <TextAreaField label={t('scan.websites')} name="websites" defaultValue={draft.websites.join('\n')} rows={1} dir="ltr" />
        <Field label={t('scan.address')} name="address" defaultValue={draft.address} maxLength={300} dir="auto" />
        <Field label={t('scan.note')} name="note" maxLength={2000} />
        {cards.data && (
          <SelectField label={t('scan.card')} name="profileId" defaultValue={cards.data[0]?.id}>
            {cards.data.map((card) => (
              <option key={card.id} value={card.id}>
                {card.displayName}
              </option>
            ))}
          </SelectField>
        )}
        <Field label={t('scan.event')} name="event" defaultValue={event ?? ''} maxLength={EVENT_NAME_MAX} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" busy={saving} disabled={!cards.data}>
            {t('scan.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('scan.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
