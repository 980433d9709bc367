import type { ErrorRequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { pathOnly } from '../../server-kit/requestErrors';
import { refusalOf } from '../../server-kit/refusals';
import type { Logger } from '../logger';

export {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  notFound,
  unauthenticated,
} from '../../server-kit/domainError';
/** The one wording of a refusal for its reader (server-kit/refusals.ts), named beside the doors' errors. */
export { refusalText } from '../../server-kit/refusals';

/**
 * Renders every error as `{ message, code }`: a DomainError or a request the server could not read as
 * refusalOf says (server-kit/refusals.ts); unknown errors are logged (path only) with a request id and
 * answered 500 'Internal error' with no stack trace.
 */
export function errorMiddleware(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    const refusal = refusalOf(err, req);
    if (refusal) {
      res.status(refusal.status).json(refusal.body);
      return;
    }
    // The id the request was given on arrival (logging.ts), so the log line and the answer match. The
    // path only: a query string can carry a customer's e-mail or phone (docs/operations.md, 'Logs').
    const given: unknown = res.locals.requestId;
    const requestId = typeof given === 'string' ? given : randomUUID();
    log(
      `[${requestId}] ${req.method} ${pathOnly(req.originalUrl)} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    res.status(500).json({ message: 'Internal error', code: 'INTERNAL', requestId });
  };
}
