import { hash, verify } from '@node-rs/argon2';
import type { Options } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** argon2id with 19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id. */
const ARGON2ID: Options = {
  // Algorithm.Argon2id; the package declares its enums as ambient const enums, unusable under isolatedModules.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

const COMMON = new Set(COMMON_PASSWORDS);

/** Hashes a password into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2ID);
}

/** Whether `plain` matches `storedHash`; a malformed or empty hash is simply a mismatch. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/** Whether a password is among the most common ones (compared lower-cased). */
export function isCommonPassword(plain: string): boolean {
  return COMMON.has(plain.toLowerCase());
}
