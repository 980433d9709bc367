import type { RequestHandler } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF on a plain-HTTP LAN (DESIGN.md §5): browsers send Origin on every state-changing request, so one
 * from another site's page is refused. Requests without Origin (curl, other programs) cannot carry a
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
