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
  refusal,
  unauthenticated,
} from '../../server-kit/domainError';
