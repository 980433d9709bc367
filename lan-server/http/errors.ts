import type { ErrorRequestHandler, RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { $ZodError } from 'zod/v4/core';
import { isSentence } from '../../shared/api/errors';
import { DomainError } from '../services/domainError';

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
 * The first problem, naming its field ("players: Too small: expected array to have >=1 items"), or a
 * sentence() message exactly as written.
 */
export function zodMessage(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (isSentence(issue.message)) return issue.message;
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** 404 JSON for any /api path no route matched, naming the path as sent (not the part after /api). */
export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ message: `No such endpoint: ${req.method} ${pathOnly(req.originalUrl)}`, code: 'NOT_FOUND' });
};

export const MALFORMED_URL = 'This address cannot be read: it has a broken % escape.';

/** A path that decodeURIComponent refuses: a lone %, non-hex digits, or bytes that are not UTF-8. */
function isMalformed(path: string): boolean {
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Refuses a path with malformed percent-encoding (`/api/lanes/%`, `/tv/scoreboard/%zz`) with 400 before
 * anything reads it, on both doors and for pages and API alike: the router, the file server and the page
 * fallback each decode paths their own way, and one of them answering 500 (or serving the app for a path
 * that cannot be read) is the kind of difference a probe looks for.
 */
export const malformedPaths: RequestHandler = (req, res, next) => {
  if (!isMalformed(req.path)) return next();
  res.status(400).json({ message: MALFORMED_URL, code: 'BAD_URL' });
};

/** The path of the request as sent, without its query string, which may carry an e-mail or a phone. */
export function pathOnly(originalUrl: string): string {
  const query = originalUrl.indexOf('?');
  return query === -1 ? originalUrl : originalUrl.slice(0, query);
}

interface BodyParserError {
  type?: string;
  status?: number;
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
      res.status(err.status).json({ message: err.message, code: err.code });
      return;
    }
    // A decoder deeper down that met a malformed escape (malformedPaths catches paths before this).
    if (err instanceof URIError) {
      res.status(400).json({ message: MALFORMED_URL, code: 'BAD_URL' });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError && typeof parserError === 'object' && typeof parserError.type === 'string') {
      if (parserError.type === 'entity.too.large') {
        res.status(413).json({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
        return;
      }
      if (parserError.type === 'entity.parse.failed') {
        res.status(400).json({ message: 'Request body is not valid JSON', code: 'BAD_JSON' });
        return;
      }
      if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
        res
          .status(parserError.status)
          .json({ message: 'Request body could not be read', code: 'VALIDATION' });
        return;
      }
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
