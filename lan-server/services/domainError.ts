import type { ErrorCode } from '../../shared/api/errors';

/**
 * The one error type services throw (docs/behaviour.md#what-the-server-answers): an HTTP status, a stable
 * code and a human message. It lives with the services, which may not import the HTTP layer (a lint rule);
 * lan-server/http/errors.ts turns it into the answer.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION') =>
  new DomainError(400, code, message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new DomainError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this') =>
  new DomainError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new DomainError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new DomainError(409, code, message);
