import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { refusal, type DomainError } from './domainError';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A write or a socket from another site's page, refused with 403 (worded like every refusal). */
const crossOrigin = (): DomainError => refusal(403, 'CROSS_ORIGIN', 'refusals.venue.crossSite');
/** The cross-site refusal in English, as a socket upgrade's answer carries it (no language is read there). */
export const CROSS_ORIGIN = { message: crossOrigin().message, code: 'CROSS_ORIGIN' } as const;

/**
 * Whether a request's Origin may act: no Origin at all (curl, other programs — they cannot carry a victim's
 * SameSite=Strict cookie from a foreign page, so the normal sign-in checks decide), the door's own Host,
 * or one of `allowed` (the address people reach the door by through a proxy that rewrites Host). `null`
 * (a sandboxed frame, a file, a redirect across sites) is never allowed.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[] = [],
): boolean {
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return (host !== undefined && parsed.host === host) || allowed.includes(parsed.origin);
}

/** The origins in `urls` (configured addresses such as https://office.example.com/), for `allowed` above. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}

/** A state-changing request, or a socket upgrade, from a page of another site (CSRF, cross-site sockets). */
export function crossSite(headers: IncomingHttpHeaders, allowed: readonly string[] = []): boolean {
  return headers['sec-fetch-site'] === 'cross-site' || !originAllowed(headers.origin, headers.host, allowed);
}

/**
 * CSRF (docs/security.md#the-venues-doors): browsers send Origin on every state-changing request, so one from
 * another site's page is refused with 403. Comparing with Host is sound where the door checks Host first (the
 * venue's LAN door, lanHostsOnly) or where a rebinding name could not carry the door's cookie anyway (head
 * office).
 */
export function sameOriginWrites(allowed: readonly string[] = []): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || !crossSite(req.headers, allowed)) next();
    else next(crossOrigin());
  };
}

/**
 * Bodies are JSON only: a cross-site HTML form cannot send application/json. Both guards hand their refusal
 * to the door's error step (refusalOf, server-kit/refusals.ts), which words it in the request's language.
 */
export function jsonBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json'))
      next(refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'refusals.venue.jsonOnly'));
    else next();
  };
}

/** Only writes carry a body that is read: a GET's or HEAD's is never parsed (no route takes one). */
export function bodiesOfWrites(parse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') next();
    else void parse(req, res, next);
  };
}
