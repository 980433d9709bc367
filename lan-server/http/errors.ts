import type { ErrorRequestHandler, Request } from 'express';
import { randomUUID } from 'node:crypto';
import { pathOnly } from '../../server-kit/requestErrors';
import { refusalOf } from '../../server-kit/refusals';
import type { Logger } from '../logger';
import type { DomainError } from '../../server-kit/domainError';
import { translate } from '../i18n/translate';
import { requestLanguageOf } from './language';

export {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  notFound,
  unauthenticated,
} from '../../server-kit/domainError';

/**
 * Renders every error as `{ message, code }`: a DomainError or a request the server could not read as
 * refusalOf says (server-kit/refusals.ts); unknown errors are logged (path only) with a request id and
 * answered 500 'Internal error' with no stack trace.
 */
export function errorMiddleware(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    const refusal = refusalOf(err, (e) => refusalText(e, req));
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

/**
 * The one place a refusal is worded for its reader (docs/i18n.md, 'Refusals'): a refusal with catalogue
 * words in the request's language; English, and a refusal not yet in the catalogue, exactly as thrown.
 */
export function refusalText(
  err: Pick<DomainError, 'message' | 'words'>,
  req: Pick<Request, 'headers'>,
): string {
  if (!err.words) return err.message;
  const language = requestLanguageOf(req);
  if (language === 'en') return err.message;
  const { key, params, wordedParams } = err.words;
  const worded = Object.fromEntries(
    Object.entries(wordedParams ?? {}).map(([name, wordKey]) => [name, translate(language, wordKey)]),
  );
  return translate(language, key, { ...params, ...worded });
}
