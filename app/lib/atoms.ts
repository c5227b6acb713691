import { useSyncExternalStore } from 'react';

/** A next value, or a function from the current value to it. */
export type Update<T> = T | ((current: T) => T);

/**
 * A piece of UI state outside React (language, the auth modal, the header skeleton): code anywhere reads and writes
 * it, and the components that read it render again when it changes. `W` is what writing takes and returns.
 */
export interface Atom<T, W = Update<T>, R = void> {
  read(): T;
  write(next: W): R;
  subscribe(listener: () => void): () => void;
}

/** A state atom holding `initial` until written. */
export function atom<T>(initial: T): Atom<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    write(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The atom's value; the component renders again when it changes (the server render reads it as it is). */
export function useAtomValue<T>(source: Atom<T, never, unknown>): T {
  return useSyncExternalStore(source.subscribe, source.read, source.read);
}

/** The atom's writer (stable: the same function on every render). */
export function useSetAtom<T, W, R>(source: Atom<T, W, R>): (next: W) => R {
  return source.write;
}

/** The atom's value and its writer. */
export function useAtom<T, W, R>(source: Atom<T, W, R>): [T, (next: W) => R] {
  return [useAtomValue(source), source.write];
}
