import { useRef, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/contract/leads';
import { useT } from '../../i18n';

/** A status reached by keys and not saved yet, over the stored status it was reached from. */
interface Held {
  status: LeadStatus;
  over: LeadStatus;
  saved: boolean;
}

/**
 * A lead's status, saved through `onChoose`. A pick from the open list (mouse, touch, or keys inside the list) is saved
 * at once. A closed select on Windows and Linux changes with each arrow key or letter, and saving each would move the
 * lead through every status on the way (each a pipeline step, each told to the owner's webhooks): a status reached so
 * is saved with Enter or on leaving the select, and Escape puts the stored one back.
 */
export function LeadStatusSelect({ label, status, onChoose }: { label: string; status: LeadStatus; onChoose: (status: LeadStatus) => void }) {
  const t = useT();
  const keyDown = useRef(false);
  const [held, setHeld] = useState<Held | null>(null);
  // Once the stored status changes (this save, or one from elsewhere), what was held is behind it: let go, so that a
  // save refused afterwards shows the stored status back rather than this pick.
  if (held && held.over !== status) setHeld(null);
  const current = held?.over === status ? held : null;
  const save = (chosen: LeadStatus) => {
    setHeld({ status: chosen, over: status, saved: true });
    if (chosen !== status) onChoose(chosen);
  };
  const saveHeld = () => {
    if (current && !current.saved) save(current.status);
  };

  return (
    <select
      aria-label={label}
      value={current?.status ?? status}
      onKeyDown={(event) => {
        if (event.key === 'Enter') saveHeld();
        else if (event.key === 'Escape') setHeld(null);
        else keyDown.current = true;
      }}
      onKeyUp={() => {
        keyDown.current = false;
      }}
      onChange={(event) => {
        const chosen = event.target.value as LeadStatus;
        if (keyDown.current) setHeld({ status: chosen, over: status, saved: false });
        else save(chosen);
      }}
      onBlur={() => {
        keyDown.current = false;
        saveHeld();
      }}
    >
      {LEAD_STATUSES.map((option) => (
        <option key={option} value={option}>
          {t(`leads.status.${option}`)}
        </option>
      ))}
    </select>
  );
}
