import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { cardInLanguage } from '../../../shared/card/in-language';
import { collectingBusiness, EVENT_NAME_MAX } from '../../../shared/contract/leads';
import { SW_MESSAGES } from '../../../shared/sw-messages';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { postToWorker } from '../../lib/post-to-worker';
import { profileQueryOptions, profilesQueryOptions } from '../profiles';
import { localDay, saveKiosk, type KioskState } from './kiosk-store';
import { hashPin, isValidPin, newSalt } from './pin';

type Problem = 'pinInvalid' | 'pinMismatch' | 'failed';

/** What the kiosk needs of the card, fetched while online: the card itself, and its QR. */
async function kioskStateFor(queryClient: ReturnType<typeof useQueryClient>, profileId: number, eventName: string, pin: string): Promise<KioskState> {
  const card = await queryClient.fetchQuery(profileQueryOptions(profileId));
  const qr = await fetch(`/p/${encodeURIComponent(card.slug)}/qr.svg`);
  if (!qr.ok) throw new Error(`QR answered ${qr.status}`);
  const pinSalt = newSalt();
  return {
    profileId,
    slug: card.slug,
    cardName: card.displayName,
    business: collectingBusiness(card),
    language: card.language,
    versions: card.translations.map(({ language }) => {
      const version = cardInLanguage(card, language);
      return { language, cardName: version.displayName, business: collectingBusiness(version) };
    }),
    primaryColor: card.primaryColor,
    backgroundColor: card.backgroundColor,
    logo: card.logo ?? card.avatar,
    qrSvg: await qr.text(),
    eventName,
    pinHash: await hashPin(pin, pinSalt),
    pinSalt,
    failures: 0,
    lockedUntil: 0,
    today: { day: localDay(), count: 0 },
  };
}

/** The dashboard's start of event mode: one card, the event's name and the PIN that ends it. */
export function StartEventMode() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cards = useQuery(profilesQueryOptions);
  const [problem, setProblem] = useState<Problem>();
  const [starting, setStarting] = useState(false);
  if (!cards.data?.length) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const pin = String(data.get('pin') ?? '');
    if (!isValidPin(pin)) return setProblem('pinInvalid');
    if (pin !== data.get('pinAgain')) return setProblem('pinMismatch');
    setProblem(undefined);
    setStarting(true);
    // Full screen needs the owner's tap, so it is asked for now; a browser that refuses still shows the kiosk.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    try {
      const state = await kioskStateFor(queryClient, Number(data.get('profileId')), String(data.get('eventName')).trim(), pin);
      postToWorker({ type: SW_MESSAGES.CACHE_APP });
      postToWorker({ type: SW_MESSAGES.CACHE_CARD, urls: [`/p/${state.slug}`, ...(state.logo ? [state.logo] : [])] });
      await saveKiosk(state);
      await navigate({ to: '/event' });
    } catch {
      setProblem('failed');
      setStarting(false);
    }
  };

  return (
    <section className="card event-mode-start" aria-labelledby="event-mode-title">
      <h2 id="event-mode-title">{t('eventMode.title')}</h2>
      <p>{t('eventMode.text')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <SelectField label={t('eventMode.card')} name="profileId" defaultValue={cards.data[0]!.id}>
          {cards.data.map((card) => (
            <option key={card.id} value={card.id}>
              {card.displayName}
            </option>
          ))}
        </SelectField>
        <Field label={t('eventMode.eventName')} name="eventName" required maxLength={EVENT_NAME_MAX} />
        <Field label={t('eventMode.pin')} name="pin" type="password" inputMode="numeric" autoComplete="new-password" dir="ltr" required error={problem === 'pinInvalid' ? t('eventMode.pinInvalid') : undefined} />
        <Field label={t('eventMode.pinAgain')} name="pinAgain" type="password" inputMode="numeric" autoComplete="new-password" dir="ltr" required error={problem === 'pinMismatch' ? t('eventMode.pinMismatch') : undefined} />
        {problem === 'failed' && (
          <p className="field-error" role="alert">
            {t('eventMode.failed')}
          </p>
        )}
        <Button type="submit" busy={starting}>
          {t('eventMode.start')}
        </Button>
      </form>
    </section>
  );
}
