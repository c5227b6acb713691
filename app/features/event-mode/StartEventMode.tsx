import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { EVENT_NAME_MAX } from '../../../shared/contract/leads';
import { SW_MESSAGES } from '../../../shared/sw-messages';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { useT, type MessageKey } from '../../i18n';
import { postToWorker } from '../../lib/post-to-worker';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useIsDemo } from '../auth';
import { profilesQueryOptions } from '../profiles';
import { fetchKioskCard } from './kiosk-card';
import { localDay, saveKiosk, type KioskState } from './kiosk-store';
import { hashPin, isValidPin, newSalt } from './pin';

/** The start form's fields, each refusal the key of its message: checked in the page, in the page's language, not in the browser's bubble. */
const startSchema = z
  .object({
    profileId: z.coerce.number(),
    eventName: z.string().trim().min(1, 'eventMode.eventNameRequired' satisfies MessageKey).max(EVENT_NAME_MAX),
    pin: z.string().refine(isValidPin, 'eventMode.pinInvalid' satisfies MessageKey),
    pinAgain: z.string(),
  })
  .refine((form) => form.pin === form.pinAgain, { message: 'eventMode.pinMismatch' satisfies MessageKey, path: ['pinAgain'] });
type StartInput = z.infer<typeof startSchema>;

/** The kiosk's state for a new event: the card as it is now, the event's name and the PIN that ends it. */
async function kioskStateFor({ profileId, eventName, pin }: StartInput, demo: boolean): Promise<KioskState> {
  const card = await fetchKioskCard(profileId);
  const pinSalt = newSalt();
  return {
    ...card,
    eventName,
    pinHash: await hashPin(pin, pinSalt),
    pinSalt,
    failures: 0,
    lockedUntil: 0,
    demo,
    today: { day: localDay(), count: 0 },
  };
}

/** The dashboard's start of event mode: one card, the event's name and the PIN that ends it. */
export function StartEventMode() {
  const t = useT();
  const navigate = useNavigate();
  const cards = useQuery(profilesQueryOptions);
  const demo = useIsDemo();
  const [failed, setFailed] = useState(false);
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: startSchema,
    send: async (input: StartInput) => {
      setFailed(false);
      // Full screen needs the owner's tap, so it is asked for now; a browser that refuses still shows the kiosk.
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
      try {
        const state = await kioskStateFor(input, demo);
        postToWorker({ type: SW_MESSAGES.CACHE_APP });
        postToWorker({ type: SW_MESSAGES.CACHE_CARD, urls: [`/p/${state.slug}`, ...(state.logo ? [state.logo] : [])] });
        await saveKiosk(state);
        await navigate({ to: '/event' });
      } catch {
        setFailed(true);
      }
    },
    fallbackMessage: t('eventMode.failed'),
    translate: (key) => t(key as MessageKey),
  });
  if (!cards.data?.length) return null;
  // A draft takes no leads and its QR opens nothing: the kiosk would thank visitors for leads that are then lost.
  const published = cards.data.filter((card) => card.published);

  return (
    <section className="card event-mode-start" aria-labelledby="event-mode-title">
      <h2 id="event-mode-title">{t('eventMode.title')}</h2>
      <p>{t('eventMode.text')}</p>
      {published.length === 0 ? (
        <p>{t('eventMode.publishFirst')}</p>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <SelectField label={t('eventMode.card')} name="profileId" defaultValue={published[0]!.id}>
            {published.map((card) => (
              <option key={card.id} value={card.id}>
                {card.displayName}
              </option>
            ))}
          </SelectField>
          <Field label={t('eventMode.eventName')} name="eventName" required maxLength={EVENT_NAME_MAX} error={errors.eventName} />
          <Field label={t('eventMode.pin')} name="pin" type="password" inputMode="numeric" autoComplete="new-password" dir="ltr" required error={errors.pin} />
          <Field label={t('eventMode.pinAgain')} name="pinAgain" type="password" inputMode="numeric" autoComplete="new-password" dir="ltr" required error={errors.pinAgain} />
          {failed && (
            <p className="field-error" role="alert">
              {t('eventMode.failed')}
            </p>
          )}
          <Button type="submit" busy={busy}>
            {t('eventMode.start')}
          </Button>
        </form>
      )}
    </section>
  );
}
