import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, contactRequestSchema, type ContactReceipt } from '../../../../shared/contract/contact';
import { VISITOR_FILE_ACCEPT, VISITOR_FILE_LIMITS } from '../../../../shared/contract/visitor-files';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { ApiError, messageOf } from '../../../lib/errors';
import { fieldErrorsFromIssues, readForm } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useT } from '../../../i18n';
import { useSendContact } from './send-contact';
import { TextAreaField } from '../../../components/TextAreaField';

const FIELD_ORDER = ['name', 'email', 'subject', 'message', 'file'] as const;

/** The file chosen in the form, if any. */
function chosenFile(form: HTMLFormElement): File | undefined {
  const file = new FormData(form).get('file');
  return file instanceof File && file.size > 0 ? file : undefined;
}

/** Name, email, subject and message, checked with the contract's schema before and after sending, and an optional photo or PDF. */
export function ContactForm({ defaultSubject, onSent }: { defaultSubject?: string; onSent: (receipt: ContactReceipt, email: string) => void }) {
  const t = useT();
  const send = useSendContact();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactRequestSchema.safeParse(readForm(event.currentTarget));
    const file = chosenFile(event.currentTarget);
    const found: Record<string, string> = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (file && file.size > VISITOR_FILE_LIMITS.maxBytes) found.file = t('contact.fileTooLarge');
    if (!parsed.success || found.file) {
      showErrors(found);
      return;
    }
    setErrors({});
    try {
      const receipt = await send.mutateAsync({ input: parsed.data, file });
      onSent(receipt, parsed.data.email);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? (error.status === 413 ? { file: t('contact.fileTooLarge') } : error.fieldErrors) : {};
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else toast({ title: t('contact.failed'), description: messageOf(error, t('error.error.text')), variant: 'destructive' });
    }
  }

  const required = ` ${t('contact.required')}`;
  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <Field label={t('contact.name') + required} name="name" required autoComplete="name" maxLength={CONTACT_LIMITS.name} error={errors.name} />
      <Field
        label={t('contact.email') + required}
        name="email"
        type="email"
        required
        autoComplete="email"
        dir="ltr"
        maxLength={CONTACT_LIMITS.email}
        error={errors.email}
      />
      <Field
        label={t('contact.subject') + required}
        name="subject"
        required
        defaultValue={defaultSubject}
        maxLength={CONTACT_LIMITS.subject}
        error={errors.subject}
      />
      <TextAreaField
        label={t('contact.message') + required}
        name="message"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        hint={t('contact.messageHint')}
        error={errors.message}
      />
      <Field
        label={t('contact.file')}
        name="file"
        type="file"
        accept={VISITOR_FILE_ACCEPT}
        hint={t('contact.fileHint', { mb: VISITOR_FILE_LIMITS.maxBytes / 1024 / 1024 })}
        error={errors.file}
      />
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.submit')}
      </Button>
    </form>
  );
}
