import type { ErrorCode } from '../../shared/api/errors';
import type { RefusalWords } from '../../shared/booking/bookingRules';
import type { Params } from '../../shared/i18n/catalogue';
import type { RefusalKey } from '../../shared/i18n/keys';
import { translate } from '../i18n/translate';

/**
 * The one error type services throw (docs/behaviour.md#what-the-server-answers): an HTTP status, a stable
 * code and a human message. It lives with the services, which may not import the HTTP layer (a lint rule);
 * lan-server/http/errors.ts turns it into the answer. `words`, when given, is the same sentence as a
 * catalogue key and its values: the answer is then worded in the request's language (docs/i18n.md,
 * 'Refusals'); `message` stays the English, for English readers and the log.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly words?: RefusalWords,
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

/** A refusal from the refusals catalogue: its English is the message, and other readers get their own. */
export function refusal(status: number, code: ErrorCode, key: RefusalKey, params?: Params): DomainError {
  return new DomainError(status, code, translate('en', key, params), params ? { key, params } : { key });
}
