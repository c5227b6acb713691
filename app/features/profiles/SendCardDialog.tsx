import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { request } from '../../lib/api';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { Button } from '../../components/Button';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { useT } from '../../i18n';
import { smsHref, whatsappHref } from '../../../shared/card/links';
import { publicCardUrl } from './share';

type Channel = 'whatsapp' | 'sms' | 'email';

/**
 * "Send my card" to someone the owner met: a phone number opens the phone's own WhatsApp or SMS with the card's link,
 * an address gets the card by mail from the server; either way the person is kept as a lead to follow up.
 */
export function SendCardDialog({ card, onClose }: { card: ProfileSummary; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const isEmail = target.includes('@');
  const url = publicCardUrl(card.slug);
  const send = useMutation({
    mutationFn: (channel: Channel) =>
      request('POST', `/api/profiles/${card.id}/share`, { channel, name: name.trim(), ...(channel === 'email' ? { email: target.trim() } : { phone: target.trim() }) }),
    onSuccess: (_, channel) => {
      toast({ title: channel === 'email' ? t('sendCard.mailed') : t('sendCard.recorded'), description: name.trim() || target.trim() });
      onClose();
    },
    onError: (error) => toast({ title: t('sendCard.failed'), description: messageOf(error, ''), variant: 'destructive' }),
  });

  // The phone's own app opens from the tap itself (a window opened after an await is blocked); the contact is recorded meanwhile.
  const openPhoneApp = (channel: 'whatsapp' | 'sms') => {
    const text = `${t('sendCard.message')} ${url}`;
    const href = channel === 'whatsapp' ? whatsappHref(target, text) : smsHref(target, text);
    window.open(href, '_blank', 'noopener');
    send.mutate(channel);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmail) send.mutate('email');
  };
  const busyWith = (channel: Channel) => send.isPending && send.variables === channel;
  const titleId = `send-card-title-${card.id}`;

  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <DialogHeader id={titleId} title={t('sendCard.title', { name: card.displayName })} closeLabel={t('common.close')} onClose={onClose} />
      <form className="send-card-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="send-card-target">{t('sendCard.target')}</label>
          <input id="send-card-target" value={target} onChange={(event) => setTarget(event.target.value)} dir="ltr" autoComplete="off" inputMode={isEmail ? 'email' : 'text'} maxLength={254} required />
        </div>
        <div className="field">
          <label htmlFor="send-card-name">{t('sendCard.name')}</label>
          <input id="send-card-name" value={name} onChange={(event) => setName(event.target.value)} dir="auto" maxLength={80} />
        </div>
        <div className="button-row">
          {isEmail ? (
            <Button type="submit" busy={send.isPending}>
              {t('sendCard.byEmail')}
            </Button>
          ) : (
            <>
              <Button type="button" busy={busyWith('whatsapp')} disabled={!target.trim() || send.isPending} onClick={() => openPhoneApp('whatsapp')}>
                {t('sendCard.byWhatsapp')}
              </Button>
              <Button type="button" variant="secondary" busy={busyWith('sms')} disabled={!target.trim() || send.isPending} onClick={() => openPhoneApp('sms')}>
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
