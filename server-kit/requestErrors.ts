import type { RequestHandler } from 'express';
import { refusal, type DomainError } from './domainError';
import { refusalText } from './refusalText';

/** A refusal as every door sends it: a sentence for people and a code for programs. */
export interface Refusal {
  status: number;
  body: { message: string; code: string; field?: string };
}

/** A path with a broken % escape, refused before anything reads it; its English is MALFORMED_URL. */
const malformedUrl = () => refusal(400, 'BAD_URL', 'refusals.request.badUrl');
export const MALFORMED_URL = malformedUrl().message;

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
 * Refuses a path with malformed percent-encoding (`/api/lanes/%`, `/book/%zz`) with 400 before anything
 * reads it, for pages and API alike: the router, the file server and the page fallback each decode paths
 * their own way, and one of them answering 500 (or serving the app for a path that cannot be read) is the
 * kind of difference a probe looks for.
 */
export const malformedPaths: RequestHandler = (req, res, next) => {
  if (!isMalformed(req.path)) return next();
  res.status(400).json({ message: refusalText(malformedUrl(), req), code: 'BAD_URL' });
};

/** The path of the request as sent, without its query string, which may carry an e-mail or a phone. */
export function pathOnly(originalUrl: string): string {
  const query = originalUrl.indexOf('?');
  return query === -1 ? originalUrl : originalUrl.slice(0, query);
}

/**
 * 404 JSON for any /api path no route matched, naming the path as sent (not the part after /api), in the
 * request's language.
 */
export const apiNotFound: RequestHandler = (req, res) => {
  const params = { method: req.method, path: pathOnly(req.originalUrl) };
  const refused = refusal(404, 'NOT_FOUND', 'refusals.request.noEndpoint', params);
  res.status(404).json({ message: refusalText(refused, req), code: 'NOT_FOUND' });
};

/**
 * The refusal for an error that is the request's fault, not the server's: a body that is not JSON (or not
 * an object or array: `null`, `"text"`), too large (413), unreadable, or a path whose escape a decoder
 * deeper down refused; worded like every refusal (server-kit/refusals.ts). Anything else is the server's own
 * failure (null): the door logs it and answers 5xx.
 */
export function requestError(err: unknown): DomainError | null {
  if (err instanceof URIError) return malformedUrl();
  if (typeof err !== 'object' || err === null || !('type' in err) || typeof err.type !== 'string')
    return null;
  if (err.type === 'entity.too.large') return refusal(413, 'PAYLOAD_TOO_LARGE', 'refusals.request.tooLarge');
  if (err.type === 'entity.parse.failed') return refusal(400, 'BAD_JSON', 'refusals.request.badJson');
  const status = 'status' in err && typeof err.status === 'number' ? err.status : 0;
  if (status >= 400 && status < 500) return refusal(status, 'VALIDATION', 'refusals.request.unreadable');
  return null;
}
