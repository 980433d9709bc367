import type { RequestHandler } from 'express';

/** A refusal as every door sends it: a sentence for people and a code for programs. */
export interface Refusal {
  status: number;
  body: { message: string; code: string };
}

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
 * Refuses a path with malformed percent-encoding (`/api/lanes/%`, `/book/%zz`) with 400 before anything
 * reads it, for pages and API alike: the router, the file server and the page fallback each decode paths
 * their own way, and one of them answering 500 (or serving the app for a path that cannot be read) is the
 * kind of difference a probe looks for.
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

/** 404 JSON for any /api path no route matched, naming the path as sent (not the part after /api). */
export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ message: `No such endpoint: ${req.method} ${pathOnly(req.originalUrl)}`, code: 'NOT_FOUND' });
};

/**
 * The answer to an error that is the request's fault, not the server's: a body that is not JSON (or not
 * an object or array: `null`, `"text"`), too large (413), unreadable, or a path whose escape a decoder
 * deeper down refused. Anything else is the server's own failure (null): the door logs it and answers 5xx.
 */
export function requestRefusal(err: unknown): Refusal | null {
  if (err instanceof URIError) return { status: 400, body: { message: MALFORMED_URL, code: 'BAD_URL' } };
  if (typeof err !== 'object' || err === null || !('type' in err) || typeof err.type !== 'string')
    return null;
  if (err.type === 'entity.too.large')
    return { status: 413, body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } };
  if (err.type === 'entity.parse.failed')
    return { status: 400, body: { message: 'Request body is not valid JSON', code: 'BAD_JSON' } };
  const status = 'status' in err && typeof err.status === 'number' ? err.status : 0;
  if (status >= 400 && status < 500)
    return { status, body: { message: 'Request body could not be read', code: 'VALIDATION' } };
  return null;
}
