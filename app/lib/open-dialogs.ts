import { useSyncExternalStore } from 'react';

// The modal dialogs open now, the topmost last: whatever must stay usable above them (toasts) renders into the top one.
// Kept apart from the Dialog component, which loads with the pages that open one.
let openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function update(next: HTMLDialogElement[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}

export const dialogOpened = (dialog: HTMLDialogElement) => update([...openDialogs, dialog]);
export const dialogClosed = (dialog: HTMLDialogElement) => update(openDialogs.filter((other) => other !== dialog));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The topmost open modal dialog, or null: the page outside it is inert and under it. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, () => openDialogs.at(-1) ?? null, () => null);
}
