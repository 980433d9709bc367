import type { RequestHandler } from 'express';
import type { HostCheck } from './lanHosts';

/** The answer to a request for a name that is not the LAN door's (HTTP and the socket upgrade alike). */
export const MISDIRECTED = {
  message:
    "Doubletop does not answer to this name. Open it by the PC's IP address or its .local name, or add the name to ALLOWED_HOSTS.",
  code: 'MISDIRECTED',
} as const;

/**
 * DNS rebinding: the LAN door answers only requests whose Host is one of its own names
 * (lanHosts.ts), with 421 Misdirected Request otherwise — before any page, API route or cookie is read.
 */
export function lanHostsOnly(check: HostCheck): RequestHandler {
  return (req, res, next) => {
    if (check(req.headers.host)) return next();
    res.status(421).json(MISDIRECTED);
  };
}
