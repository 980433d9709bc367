import type { ErrorCode } from '../../shared/api/errors';
import type { Params } from '../../shared/i18n/catalogue';
import type { RefusalKey } from '../../shared/i18n/keys';
import { DomainError } from '../../server-kit/domainError';
import { translate } from '../i18n/translate';

/**
 * The services' error type. It is the servers' one DomainError (server-kit/domainError.ts), named here so a
 * service imports it from beside itself; the doors turn it into an answer (server-kit/refusals.ts).
 */
export {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  notFound,
  unauthenticated,
} from '../../server-kit/domainError';

/** A refusal from the refusals catalogue: its English is the message, and other readers get their own. */
export function refusal(status: number, code: ErrorCode, key: RefusalKey, params?: Params): DomainError {
  return new DomainError(status, code, translate('en', key, params), params ? { key, params } : { key });
}
