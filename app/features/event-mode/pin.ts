// The owner's PIN that ends event mode, checked on the device (it must work with no connection): only a slow salted
// hash is kept, and wrong tries wait longer and longer.

const ITERATIONS = 150_000;

/** Wrong tries allowed before waiting, and the first wait; each further wrong try doubles it, up to an hour. */
export const PIN_TRIES = { free: 3, firstWaitMs: 30_000, longestWaitMs: 60 * 60_000 } as const;

/** A PIN the owner may choose: 4 to 8 digits. */
export const isValidPin = (pin: string) => /^\d{4,8}$/.test(pin);

const hex = (bytes: ArrayBuffer | Uint8Array) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => new Uint8Array(text.match(/../g)!.map((pair) => parseInt(pair, 16)));

/** PBKDF2-SHA-256 of the PIN under the salt, as hex. */
export async function hashPin(pin: string, saltHex: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  return hex(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations: ITERATIONS }, key, 256));
}

/** A new random salt, as hex. */
export const newSalt = () => hex(crypto.getRandomValues(new Uint8Array(16)));

/** How long to wait after `failures` wrong tries in a row, in ms (0 while tries are free). */
export function waitAfter(failures: number): number {
  if (failures < PIN_TRIES.free) return 0;
  return Math.min(PIN_TRIES.firstWaitMs * 2 ** (failures - PIN_TRIES.free), PIN_TRIES.longestWaitMs);
}
