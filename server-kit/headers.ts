import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/**
 * Security headers with a strict CSP, the same on every door (the venue's two, head office's): nothing may
 * frame a page, sniff a type or read a referrer. No HSTS and no upgrade-insecure-requests here: the LAN is
 * plain HTTP (either would break every device that reaches the box by IP); a door served over HTTPS adds
 * httpsOnlyHeaders. Inline styles are allowed because React and Radix set element styles; scripts come
 * from our own origin only.
 */
export function securityHeaders(): RequestHandler {
  const headers = helmetHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers helmet sets, read once by running its middleware on a response of our own: they are the
 * same for every request (no nonce, nothing read from the request), so each answer gets the list in one
 * loop instead of through helmet's eleven nested middlewares (a twentieth of a polled read's time).
 * helmet stays the source of their names and values.
 */
function helmetHeaders(middleware: ReturnType<typeof helmet>): [string, string][] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let done = false;
  middleware(req, res, () => {
    done = true;
  });
  // helmet answers synchronously; were it ever not to, a request would go out without its headers.
  if (!done) throw new Error('helmet did not set its headers at once');
  return Object.entries(res.getHeaders()).map(([name, value]) => [
    name,
    Array.isArray(value) ? value.join(', ') : String(value),
  ]);
}

/** Six months, the figure browsers' HSTS preload guidance starts from; no includeSubDomains (the venue's
 * other sites under its domain may still be plain HTTP) and no preload (hard to undo). */
export const HSTS_VALUE = 'max-age=15552000';

/**
 * A door reached over HTTPS (the venue's public door with a certificate, head office behind its TLS proxy):
 * browsers remember to use HTTPS (HSTS), and every cookie it sets is marked Secure so it never travels back
 * over plain HTTP — head office's session cookie, and any a later feature adds to the public door.
 */
export function httpsOnlyHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (name.toLowerCase() !== 'set-cookie') return setHeader(name, value);
      const cookies = (Array.isArray(value) ? value : [String(value)]).map((c) =>
        /;\s*secure\s*(;|$)/i.test(c) ? c : `${c}; Secure`,
      );
      return setHeader(name, cookies);
    };
    next();
  };
}
