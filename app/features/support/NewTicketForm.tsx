import { useState } from 'react';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '../../../shared/contract/support-texts';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { TextAreaField } from '../../components/TextAreaField';
import { useSchemaForm, type FormSchema } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { useOpenSupportTicket } from './api/open-ticket';
import type { SupportDraft } from './atoms';

interface NewTicket {
  subject: string;
  content: string;
}

/** The rules of a new request as the server has them (a blank message is never sent), without zod on the chat's first load. */
const newTicketSchema: FormSchema<NewTicket> = {
  safeParse({ subject, content }: NewTicket) {
    const issues = [
      ...(subject.trim().length < 2 ? [{ path: ['subject'], message: SUPPORT_MESSAGES.subjectRequired }] : []),
      ...(content.trim() === '' ? [{ path: ['content'], message: SUPPORT_MESSAGES.emptyMessage }] : []),
    ];
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: { subject: subject.trim(), content: content.trim() } };
  },
};

/** A new service request after support closed the conversation: a subject and a first message. */
export function NewTicketForm({ onOpened, draft }: { onOpened: () => void; draft?: SupportDraft | null }) {
  const t = useT();
  const open = useOpenSupportTicket();
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [content, setContent] = useState(draft?.content ?? '');
  // A new draft fills the form once, as it arrives.
  const [filledFrom, setFilledFrom] = useState(draft);
  if (draft !== filledFrom) {
    setFilledFrom(draft);
    if (draft) {
      setSubject(draft.subject);
      setContent(draft.content);
    }
  }
  const { errors, busy, submit, formRef } = useSchemaForm({
    schema: newTicketSchema,
    send: (input) => open.mutateAsync(input),
    onSuccess: () => {
      setSubject('');
      setContent('');
      onOpened();
    },
    refusal: { toastTitle: t('support.sendFailed') },
    fallbackMessage: t('support.sendFailed'),
  });

  return (
    <form
      ref={formRef}
      className="chat-ticket"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit({ subject, content });
      }}
    >
      {/* The notice above it says what it is for: its heading is for those who go by headings. */}
      <h3 className="visually-hidden">{t('support.newTicket')}</h3>
      <Field
        label={t('support.subject')}
        value={subject}
        maxLength={SUPPORT_LIMITS.subject}
        error={errors.subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <TextAreaField
        label={t('support.ticketContent')}
        rows={2}
        value={content}
        maxLength={SUPPORT_LIMITS.content}
        error={errors.content}
        onChange={(event) => setContent(event.currentTarget.value)}
      />
      <Button type="submit" busy={busy}>
        {busy ? t('support.sending') : t('support.openTicket')}
      </Button>
    </form>
  );
}
