import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { endKiosk, saveKiosk, type KioskState } from './kiosk-store';
import { hashPin, waitAfter } from './pin';
import { filled, KIOSK_TEXTS } from './texts';

interface LeaveKioskDialogProps {
  state: KioskState;
  onStateChange: (state: KioskState) => void;
  onClose: () => void;
  onLeft: () => void;
}

/** Seconds until the next PIN try is allowed (0 when it is). */
const secondsLeft = (state: KioskState) => Math.max(0, Math.ceil((state.lockedUntil - Date.now()) / 1000));

/** Asks for the owner's PIN; a right one ends event mode, a wrong one counts (and past a few, the next try waits). */
export function LeaveKioskDialog({ state, onStateChange, onClose, onLeft }: LeaveKioskDialogProps) {
  const texts = KIOSK_TEXTS[state.language];
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [, tick] = useState(0);
  const waiting = secondsLeft(state);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || secondsLeft(state) > 0) return;
    setChecking(true);
    // Kept: after the awaits below the event no longer knows its form.
    const form = event.currentTarget;
    const pin = String(new FormData(form).get('pin') ?? '');
    const right = (await hashPin(pin, state.pinSalt)) === state.pinHash;
    setChecking(false);
    if (right) {
      await endKiosk();
      return onLeft();
    }
    const failures = state.failures + 1;
    const next = { ...state, failures, lockedUntil: Date.now() + waitAfter(failures) };
    await saveKiosk(next);
    onStateChange(next);
    setError(texts.wrongPin);
    form.reset();
  };

  // The PIN field takes the focus as the dialog opens: the owner types the PIN and presses Enter (the phone opens its keypad).
  return (
    <Dialog open onClose={onClose} labelledBy="kiosk-leave-title" className="kiosk-leave">
      <DialogHeader id="kiosk-leave-title" title={texts.exit} closeLabel={texts.cancel} onClose={onClose} />
      <form onSubmit={(event) => void submit(event)}>
        <Field data-autofocus label={texts.pin} name="pin" type="password" inputMode="numeric" autoComplete="off" dir="ltr" required error={waiting > 0 ? [error, filled(texts.wait, { seconds: waiting })].filter(Boolean).join('. ') : error} />
        <div className="button-row">
          <Button type="submit" busy={checking} disabled={waiting > 0}>
            {texts.pinSubmit}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
