import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from '../../api/auth/password';

describe('password hashing', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and a fresh salt each time', async () => {
    const first = await hashPassword('correct-horse-42');
    const second = await hashPassword('correct-horse-42');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct-horse-42');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('סיסמה-בעברית-1');
    expect(await verifyPassword(hash, 'סיסמה-בעברית-1')).toBe(true);
    expect(await verifyPassword(hash, 'סיסמה-בעברית-2')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it.each(['', 'not-a-hash', '$argon2id$v=19$m=19456,t=2,p=1$broken', '$2b$10$abcdefghijklmnopqrstuv'])(
    'answers false, without throwing, for the malformed hash %j',
    async (hash) => {
      await expect(verifyPassword(hash, 'correct-horse-42')).resolves.toBe(false);
    },
  );
});

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'qwerty', '111111', '12345678', 'abc123', 'iloveyou', 'Password', 'QWERTY123', 'IloveYou'])(
    'flags %s',
    (plain) => {
      expect(isCommonPassword(plain)).toBe(true);
    },
  );

  it.each(['demo1234', 'correct-horse-42', 'כרטיס-ביקור-שלי'])('accepts %s', (plain) => {
    expect(isCommonPassword(plain)).toBe(false);
  });
});
