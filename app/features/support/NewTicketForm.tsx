import { useState } from 'react';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '../../../shared/contract/support-texts';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { TextAreaField } from '../../components/TextAreaField';
import { ApiError, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useOpenSupportTicket } from './queries';

type TicketErrors = Partial<Record<'subject' | 'content', string>>;

/** The rules of a new request as the server has them (a blank message is never sent). */
function check(subject: string, content: string): TicketErrors {
  const errors: TicketErrors = {};
  if (subject.trim().length < 2) errors.subject = SUPPORT_MESSAGES.subjectRequired;
  if (content.trim() === '') errors.content = SUPPORT_MESSAGES.emptyMessage;
  return errors;
}

/** A new service request after support closed the conversation: a subject and a first message. */
export function NewTicketForm({ onOpened }: { onOpened: () => void }) {
  const t = useT();
  const open = useOpenSupportTicket();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<TicketErrors>({});

  const submit = async () => {
    const found = check(subject, content);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await open.mutateAsync({ subject: subject.trim(), content: content.trim() });
      setSubject('');
      setContent('');
      onOpened();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast({ title: t('support.sendFailed'), description: messageOf(error, t('support.sendFailed')), variant: 'destructive' });
    }
  };

  return (
    <form
      className="chat-ticket"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="chat-ticket-title">{t('support.newTicket')}</h3>
      <Field
        label={t('support.subject')}
        value={subject}
        maxLength={SUPPORT_LIMITS.subject}
        error={errors.subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <TextAreaField
        label={t('support.ticketContent')}
        rows={3}
        value={content}
        maxLength={SUPPORT_LIMITS.content}
        error={errors.content}
        onChange={(event) => setContent(event.currentTarget.value)}
      />
      <Button type="submit" disabled={open.isPending}>
        {open.isPending ? t('support.sending') : t('support.openTicket')}
      </Button>
    </form>
  );
}
