import { useState, type FormEvent } from 'react';
import { shareCardInputSchema, type ShareCardInput } from '../../../shared/contract/lead-mail';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { request } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../components/Button';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import { smsHref, whatsappHref } from '../../../shared/card/links';
import { publicCardUrl } from './share';

type Channel = ShareCardInput['channel'];

/**
 * "Send my card" to someone the owner met: a phone number opens the phone's own WhatsApp or SMS with the card's link,
 * an address gets the card by mail from the server; either way the person is kept as a lead to follow up. What is
 * neither a phone number nor an address is said beside the field before anything opens or is sent.
 */
export function SendCardDialog({ card, onClose }: { card: ProfileSummary; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [channel, setChannel] = useState<Channel>();
  const isEmail = target.includes('@');
  const url = publicCardUrl(card.slug);
  const { errors, busy, submit: submitInput, formRef } = useSchemaForm({
    schema: shareCardInputSchema,
    send: (input) => request('POST', `/api/profiles/${card.id}/share`, input),
    onSuccess: (_, input) => {
      toast({ title: input.channel === 'email' ? t('sendCard.mailed') : t('sendCard.recorded'), description: input.name || input.email || input.phone });
      onClose();
    },
    refusal: { toastTitle: t('sendCard.failed') },
    fallbackMessage: t('sendCard.failed'),
  });
  const inputFor = (channel: Channel) => ({ channel, name, ...(channel === 'email' ? { email: target } : { phone: target }) });

  // The phone's own app opens from the tap itself (a window opened after an await is blocked); the contact is recorded meanwhile.
  const openPhoneApp = (channel: 'whatsapp' | 'sms') => {
    const input = inputFor(channel);
    if (shareCardInputSchema.safeParse(input).success) {
      const text = `${t('sendCard.message')} ${url}`;
      window.open(channel === 'whatsapp' ? whatsappHref(target, text) : smsHref(target, text), '_blank', 'noopener');
    }
    setChannel(channel);
    submitInput(input);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail) return;
    setChannel('email');
    submitInput(inputFor('email'));
  };
  const busyWith = (which: Channel) => busy && channel === which;
  const titleId = `send-card-title-${card.id}`;

  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <DialogHeader id={titleId} title={t('sendCard.title', { name: card.displayName })} closeLabel={t('common.close')} onClose={onClose} />
      <form ref={formRef} className="send-card-form" noValidate onSubmit={submit}>
        <Field
          label={t('sendCard.target')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          dir="ltr"
          autoComplete="off"
          inputMode={isEmail ? 'email' : 'text'}
          maxLength={254}
          error={errors.email ?? errors.phone}
        />
        <Field label={t('sendCard.name')} value={name} onChange={(event) => setName(event.target.value)} dir="auto" maxLength={80} error={errors.name} />
        <div className="button-row">
          {isEmail ? (
            <Button type="submit" busy={busy}>
              {t('sendCard.byEmail')}
            </Button>
          ) : (
            <>
              <Button type="button" busy={busyWith('whatsapp')} disabled={!target.trim() || busy} onClick={() => openPhoneApp('whatsapp')}>
                {t('sendCard.byWhatsapp')}
              </Button>
              <Button type="button" variant="secondary" busy={busyWith('sms')} disabled={!target.trim() || busy} onClick={() => openPhoneApp('sms')}>
                {t('sendCard.bySms')}
              </Button>
            </>
          )}
        </div>
        <p className="field-hint">{t('sendCard.hint')}</p>
      </form>
    </Dialog>
  );
}
