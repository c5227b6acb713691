import type { Atom } from './atoms';

/** Reads and writes the app's atoms from code outside components. */
export const appStore = {
  get: <T>(source: Atom<T, never, unknown>): T => source.read(),
  set: <T, W, R>(source: Atom<T, W, R>, next: W): R => source.write(next),
};
