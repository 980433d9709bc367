import type { RequestHandler } from 'express';
import type { HostCheck } from './lanHosts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The answer to a request for a name that is not the LAN door's (HTTP and the socket upgrade alike). */
export const MISDIRECTED = {
  message:
    "Doubletop does not answer to this name. Open it by the PC's IP address or its .local name, or add the name to ALLOWED_HOSTS.",
  code: 'MISDIRECTED',
} as const;

/**
 * DNS rebinding (issue 18): the LAN door answers only requests whose Host is one of its own names
 * (lanHosts.ts), with 421 Misdirected Request otherwise — before any page, API route or cookie is read.
 */
export function lanHostsOnly(check: HostCheck): RequestHandler {
  return (req, res, next) => {
    if (check(req.headers.host)) return next();
    res.status(421).json(MISDIRECTED);
  };
}

/**
 * CSRF on a plain-HTTP LAN (DESIGN.md §5): browsers send Origin on every state-changing request, so one
 * from another site's page is refused. Comparing with Host is sound on the LAN door because lanHostsOnly
 * has already refused any Host that is not one of the door's own names. Requests without Origin (curl, other programs) cannot carry a
 * victim's SameSite=Strict cookie from a foreign page, so they pass to the normal auth checks.
 */
export function sameOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || (origin !== undefined && !sameHost(origin, req.headers.host))) {
      res.status(403).json({ message: 'Cross-site request refused', code: 'CROSS_ORIGIN' });
      return;
    }
    next();
  };
}

export function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || origin === 'null') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Bodies are JSON only: a cross-site HTML form cannot send application/json. */
export function jsonBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      res.status(415).json({
        message: 'Request body must be JSON (Content-Type: application/json)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
      return;
    }
    next();
  };
}
