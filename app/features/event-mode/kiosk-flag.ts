// Whether event mode runs on this device, read synchronously before every page of the app is shown (its state, in
// IndexedDB, is read asynchronously by the kiosk itself).

const ACTIVE_FLAG = 'kartis.kiosk';

/** True while event mode runs on this device (the app then shows nothing but the kiosk). */
export function kioskIsActive(): boolean {
  try {
    return localStorage.getItem(ACTIVE_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Marks event mode as running, or not, on this device. */
export function markKiosk(active: boolean): void {
  if (active) localStorage.setItem(ACTIVE_FLAG, '1');
  else localStorage.removeItem(ACTIVE_FLAG);
}
