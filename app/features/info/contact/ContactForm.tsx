import { CONTACT_LIMITS, contactRequestSchema, type ContactReceipt } from '../../../../shared/contract/contact';
import { VISITOR_FILE_ACCEPT, VISITOR_FILE_LIMITS } from '../../../../shared/contract/visitor-files';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { FileField } from '../../../components/FileField';
import { ApiError } from '../../../lib/errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useT } from '../../../i18n';
import { useSession } from '../../auth';
import type { ContactSearch } from './contact-search';
import { useSendContact } from './send-contact';
import { TextAreaField } from '../../../components/TextAreaField';

/** The file chosen in the form, if any. */
function chosenFile(form: HTMLFormElement): File | undefined {
  const file = new FormData(form).get('file');
  return file instanceof File && file.size > 0 ? file : undefined;
}

/**
 * Name, email, subject and message, checked with the contract's schema before and after sending, and an optional photo or
 * PDF. A signed-in owner's name and email are written in, and so are the subject and message the address brings.
 */
export function ContactForm({ written, onSent }: { written: ContactSearch; onSent: (receipt: ContactReceipt, email: string) => void }) {
  const t = useT();
  const { user } = useSession();
  const send = useSendContact();
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: contactRequestSchema,
    check: (_input, form): Record<string, string> => ((chosenFile(form)?.size ?? 0) > VISITOR_FILE_LIMITS.maxBytes ? { file: t('contact.fileTooLarge') } : {}),
    send: (input, form) => send.mutateAsync({ input, file: chosenFile(form) }),
    onSuccess: (receipt, input) => onSent(receipt, input.email),
    fieldErrorsOf: (error) => (error instanceof ApiError && error.status === 413 ? { file: t('contact.fileTooLarge') } : undefined),
    refusal: { toastTitle: t('contact.failed') },
    fallbackMessage: t('error.error.text'),
  });

  const required = ` ${t('contact.required')}`;
  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <Field
        label={t('contact.name') + required}
        name="name"
        required
        autoComplete="name"
        defaultValue={user?.displayName}
        maxLength={CONTACT_LIMITS.name}
        error={errors.name}
      />
      <Field
        label={t('contact.email') + required}
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={user?.email}
        dir="ltr"
        maxLength={CONTACT_LIMITS.email}
        error={errors.email}
      />
      <Field
        label={t('contact.subject') + required}
        name="subject"
        required
        defaultValue={written.subject}
        maxLength={CONTACT_LIMITS.subject}
        error={errors.subject}
      />
      <TextAreaField
        label={t('contact.message') + required}
        name="message"
        required
        rows={6}
        defaultValue={written.message}
        maxLength={CONTACT_LIMITS.message}
        hint={t('contact.messageHint')}
        error={errors.message}
      />
      <FileField
        label={t('contact.file')}
        name="file"
        accept={VISITOR_FILE_ACCEPT}
        hint={t('contact.fileHint', { mb: VISITOR_FILE_LIMITS.maxBytes / 1024 / 1024 })}
        error={errors.file}
      />
      <Button type="submit" busy={busy}>
        {busy ? t('contact.sending') : t('contact.submit')}
      </Button>
    </form>
  );
}
