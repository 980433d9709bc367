import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
// scrypt cost N=2^15: ~50 ms per check on the front-desk PC, costly for anyone guessing offline.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** 'scrypt$N$r$p$salt$hash' with a per-user random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password,
      Buffer.from(saltText, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem },
      (err, k) => (err ? reject(err) : resolve(k)),
    );
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A stored hash of no one's password, with the same cost as a real one: random salt and key, so nothing
 * matches it, and checking against it takes what checking a real user's password takes.
 */
const NOBODY = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  randomBytes(16).toString('base64'),
  randomBytes(KEY_LENGTH).toString('base64'),
].join('$');

/**
 * A sign-in's password check at the same cost whether or not the user exists (`stored` null): an unknown
 * user's password is checked against NOBODY, so the answer's time does not tell who has an account.
 */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? NOBODY);
  return ok && stored !== null;
}

/** A strong password for a first run without STAFF_PASSWORD / ADMIN_PASSWORD. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
