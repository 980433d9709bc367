import type { ErrorRequestHandler, Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { $ZodError } from 'zod/v4/core';
import { issueText } from '../../shared/api/errors';
import { DomainError } from '../services/domainError';
import { pathOnly, requestRefusal } from '../../server-kit/requestErrors';
import { translate } from '../i18n/translate';
import { requestLanguageOf } from './language';

export {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  notFound,
  unauthenticated,
} from '../services/domainError';
import type { Logger } from '../logger';

/**
 * The first problem, naming its field ("players: Too small: expected array to have >=1 items"), in the
 * words of the form that sends it when the schema has them ('Friday closing time must be …'), or a
 * sentence() message exactly as written.
 */
export function zodMessage(error: $ZodError, schema?: object): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return issueText(issue, schema);
}

/**
 * Renders every error as `{ message, code }`. Body-parser failures become 400/413/415, an undecodable
 * escape 400; unknown errors are logged (path only) with a request id and answered 500 'Internal error'
 * with no stack trace.
 */
export function errorMiddleware(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof DomainError) {
      res.status(err.status).json({ message: refusalText(err, req), code: err.code });
      return;
    }
    // Body-parser failures, and a decoder deeper down that met a malformed escape (malformedPaths
    // catches paths before this).
    const refusal = requestRefusal(err);
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
  return translate(language, err.words.key, err.words.params);
}
