import { randomInt } from 'node:crypto';
import { PHYSICAL_CARD_CODE } from '../../shared/contract/physical-cards';

// No look-alikes (0/o, 1/l/i): a code printed on a card may be typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Length of generated codes: 31^8 ≈ 8.5 × 10^11, so codes cannot be guessed by walking through them. */
const GENERATED_CODE_LENGTH = 8;

/** A random code for a new physical card. */
export function randomCardCode(): string {
  return Array.from({ length: GENERATED_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * The code of a `/c/…` path's remainder, or undefined when it cannot be one (bad escapes, NUL,
 * dots, slashes, wrong length): such paths go to the inactive-card page like unknown codes.
 */
export function codeFromPath(rest: string): string | undefined {
  if (rest.length > 64) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest.endsWith('/') ? rest.slice(0, -1) : rest);
  } catch {
    return undefined;
  }
  const code = decoded.toLowerCase();
  return PHYSICAL_CARD_CODE.test(code) ? code : undefined;
}
