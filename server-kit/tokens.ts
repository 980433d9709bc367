import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte token, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A customer's cancel link token: 128 random bits, 22 URL-safe characters — unguessable, and
 * short enough that a mail program does not wrap the link. Only its hash is stored.
 */
export function newCancelToken(): string {
  return randomBytes(16).toString('base64url');
}

export const CANCEL_TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
