import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { cardDirection, LANGUAGE_NAMES, LANGUAGE_PARAMETER, type CardLanguage } from '../../../shared/contract/card-languages';
import { LEAD_FORM_TEXTS, marketingConsentLabel, namingBusiness } from '../../../shared/card/LeadForm';
import { SW_MESSAGES } from '../../../shared/sw-messages';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { postToWorker } from '../../lib/post-to-worker';
import { fetchKioskCard } from './kiosk-card';
import { endKiosk, kioskVersions, loadKiosk, saveKiosk, withOneMoreLead, localDay, type KioskState } from './kiosk-store';
import { LeaveKioskDialog } from './LeaveKioskDialog';
import { filled, KIOSK_TEXTS } from './texts';
import './kiosk.css';

/** How long the thanks stay before the form is clear for the next visitor. */
const THANKS_MS = 2500;

/** How often the kiosk asks the worker to send what waits in its outbox (the browser's `online` is not always told). */
const REPLAY_EVERY_MS = 15_000;
/** A language picked and left: after this long with nothing typed, the form goes back to the card's own for the next visitor. */
const PICK_IDLE_MS = 90_000;

type Outcome = 'idle' | 'sending' | 'thanks' | 'invalid' | 'failed';

/** Gives an element the focus as it is shown: the thanks, in place of the pressed button that went with the form. */
const focusOnShow = (element: HTMLElement | null) => element?.focus();

/** A field's message in the card's language, by the field's name. */
type Problems = Partial<Record<'name' | 'email' | 'consent', string>>;

/**
 * The fields the browser finds invalid (a missing name, an address that is no email, no consent), each with its
 * message in the card's language: the browser's own bubble speaks the browser's language, not the visitor's.
 */
function problemsIn(form: HTMLFormElement, texts: (typeof LEAD_FORM_TEXTS)[CardLanguage]): Problems {
  const invalid = (name: string) => !(form.elements.namedItem(name) as HTMLInputElement).validity.valid;
  return {
    ...(invalid('name') && { name: texts.nameRequired }),
    ...(invalid('email') && { email: texts.emailInvalid }),
    ...(invalid('consent') && { consent: texts.consentRequired }),
  };
}

/** The whole document speaks the kiosk's language while it shows (its title is the event's name), and then the app's again. */
function useKioskDocument(state: KioskState | null, language: CardLanguage | undefined): void {
  const title = state?.eventName;
  useEffect(() => {
    if (!language || title === undefined) return;
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir, title: document.title };
    root.lang = language;
    root.dir = cardDirection(language);
    document.title = title;
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
      document.title = before.title;
    };
  }, [language, title]);
}

/**
 * Sends one lead to the card's public form, in the language the visitor read it in; the service worker keeps it in its
 * outbox while there is no connection.
 */
async function sendLead(state: KioskState, form: HTMLFormElement, language: CardLanguage): Promise<'sent' | 'invalid' | 'failed'> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const body = {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    company: text('company'),
    message: text('message'),
    consent: data.get('consent') === 'on',
    marketingConsent: data.get('marketingConsent') === 'on',
    event: state.eventName,
    idempotencyKey: crypto.randomUUID(),
  };
  try {
    const response = await fetch(`/api/public/profiles/${encodeURIComponent(state.slug)}/leads?${LANGUAGE_PARAMETER}=${language}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    // 202: no connection, the worker keeps it and sends it (once, with its time) when the connection returns.
    if (response.ok) return 'sent';
    return response.status === 400 ? 'invalid' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * /event: the stand's kiosk for one card, full screen in the card's language: a large lead form that thanks and clears
 * itself, today's count, the card's QR for visitors' own phones, and a way out behind the owner's PIN.
 */
export function KioskPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<KioskState | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [leaving, setLeaving] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The language a visitor picked among the card's; the next visitor starts in the card's own.
  const [picked, pick] = useState<CardLanguage | null>(null);
  const versions = state ? kioskVersions(state) : [];
  const version = versions.find((candidate) => candidate.language === picked) ?? versions[0];
  useKioskDocument(state, version?.language);
  // A picked language waits for typing; each keystroke starts the wait again.
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waitForTyping = () => {
    clearTimeout(idle.current);
    idle.current = setTimeout(() => pick(null), PICK_IDLE_MS);
  };
  useEffect(() => () => clearTimeout(idle.current), []);

  useEffect(() => {
    let live = true;
    void loadKiosk().then(async (kept) => {
      if (!live) return;
      if (kept) return setState(kept);
      await endKiosk();
      void navigate({ to: '/dashboard' });
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  // The card as it is now, whenever there is a connection: an address the owner changed on another device (or a new
  // name, colours) reaches the kiosk, whose leads and QR would otherwise go to an address that leads nowhere.
  const profileId = state?.profileId;
  useEffect(() => {
    if (profileId === undefined) return;
    let live = true;
    const refresh = () =>
      void fetchKioskCard(profileId)
        .then(async (card) => {
          const kept = await loadKiosk();
          if (!live || !kept) return;
          const next = { ...kept, ...card };
          await saveKiosk(next);
          setState(next);
        })
        // Offline, or signed out: the kiosk goes on with the card it has.
        .catch(() => undefined);
    refresh();
    addEventListener('online', refresh);
    return () => {
      live = false;
      removeEventListener('online', refresh);
    };
  }, [profileId]);

  useEffect(() => {
    const replay = () => postToWorker({ type: SW_MESSAGES.REPLAY_LEADS });
    replay();
    addEventListener('online', replay);
    const timer = setInterval(replay, REPLAY_EVERY_MS);
    return () => {
      removeEventListener('online', replay);
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (outcome !== 'thanks') return;
    const timer = setTimeout(() => {
      // The form comes back empty (a new one), its first field focused for the next visitor.
      flushSync(() => {
        setOutcome('idle');
        pick(null);
      });
      formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
    }, THANKS_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  if (!state || !version) return <div className="kiosk kiosk-loading" aria-busy="true" />;
  const { language } = version;
  const form = LEAD_FORM_TEXTS[language];
  const texts = KIOSK_TEXTS[language];
  const today = state.today.day === localDay() ? state.today.count : 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome === 'sending') return;
    const found = problemsIn(event.currentTarget, form);
    setProblems(found);
    if (Object.keys(found).length) {
      event.currentTarget.querySelector<HTMLElement>(':invalid')?.focus();
      return setOutcome('idle');
    }
    setOutcome('sending');
    const sent = await sendLead(state, event.currentTarget, language);
    if (sent !== 'sent') return setOutcome(sent);
    // The demo account's leads are not kept, so none is counted.
    if (!state.demo) {
      const next = withOneMoreLead(state);
      await saveKiosk(next);
      setState(next);
    }
    setOutcome('thanks');
  };

  return (
    <section
      className="kiosk"
      dir={cardDirection(language)}
      lang={language}
      style={{ '--kiosk-primary': state.primaryColor, '--kiosk-background': state.backgroundColor } as React.CSSProperties}
    >
      <header className="kiosk-head">
        {state.logo && <img className="kiosk-logo" src={state.logo} alt="" />}
        <div>
          <p className="kiosk-card">{version.cardName}</p>
          <h1>{texts.title}</h1>
        </div>
        <p className="kiosk-count" aria-live="polite">
          {filled(texts.today, { count: today })}
        </p>
        {state.demo && <p className="kiosk-demo">{texts.demoNote}</p>}
        {versions.length > 1 && (
          <div className="kiosk-languages" role="group" aria-label={texts.languages}>
            {versions.map((each) => (
              <button
                key={each.language}
                type="button"
                lang={each.language}
                aria-pressed={each.language === language}
                onClick={() => {
                  pick(each.language);
                  waitForTyping();
                }}
              >
                {LANGUAGE_NAMES[each.language]}
              </button>
            ))}
          </div>
        )}
      </header>
      {outcome === 'thanks' ? (
        <p ref={focusOnShow} className="kiosk-thanks" role="status" tabIndex={-1}>
          {state.demo ? texts.demoThanks : texts.thanks}
        </p>
      ) : (
        <form ref={formRef} className="kiosk-form" onSubmit={(event) => void submit(event)} onInput={() => picked !== null && waitForTyping()} noValidate>
          <Field label={form.name} name="name" autoComplete="off" required maxLength={80} error={problems.name} />
          <Field label={form.phone} name="phone" type="tel" dir="ltr" autoComplete="off" maxLength={30} />
          <Field label={form.email} name="email" type="email" dir="ltr" autoComplete="off" maxLength={254} error={problems.email} />
          <Field label={texts.company} name="company" autoComplete="off" maxLength={120} />
          <Field label={texts.note} name="message" autoComplete="off" maxLength={2000} />
          <label className="kiosk-check">
            <input type="checkbox" name="consent" required aria-invalid={problems.consent ? true : undefined} aria-describedby={problems.consent ? 'kiosk-consent-error' : undefined} />
            <span>{form.consent}</span>
          </label>
          {problems.consent && (
            <p id="kiosk-consent-error" className="field-error" role="alert">
              {problems.consent}
            </p>
          )}
          <label className="kiosk-check">
            <input type="checkbox" name="marketingConsent" />
            <span>{marketingConsentLabel(language, version.business)}</span>
          </label>
          <p className="kiosk-notice">{namingBusiness(form.notice, version.business)}</p>
          {outcome === 'invalid' && (
            <p className="field-error" role="alert">
              {form.invalid}
            </p>
          )}
          {outcome === 'failed' && (
            <p className="field-error" role="alert">
              {form.failed}
            </p>
          )}
          <Button type="submit" className="btn btn-primary kiosk-submit" busy={outcome === 'sending'}>
            {form.submit}
          </Button>
        </form>
      )}
      <footer className="kiosk-foot">
        <figure className="kiosk-qr">
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.qrSvg)}`} alt="" width={120} height={120} />
          <figcaption>{texts.qr}</figcaption>
        </figure>
        <Button variant="secondary" className="btn btn-secondary kiosk-exit" onClick={() => setLeaving(true)}>
          {texts.exit}
        </Button>
      </footer>
      {leaving && (
        <LeaveKioskDialog
          state={state}
          onStateChange={setState}
          onClose={() => setLeaving(false)}
          onLeft={() => void navigate({ to: '/leads', search: { event: state.eventName } })}
        />
      )}
    </section>
  );
}
