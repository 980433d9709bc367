import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers with a strict CSP. Plain HTTP on the LAN, so no HSTS and no upgrade-insecure-requests
 * (either would break every device that reaches the box by IP). Inline styles are allowed because React
 * and Radix set element styles; scripts come from our own origin only.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
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
  });
}

/** Six months, the figure browsers' HSTS preload guidance starts from; no includeSubDomains (the venue's
 * other sites under its domain may still be plain HTTP) and no preload (hard to undo). */
export const HSTS_VALUE = 'max-age=15552000';

/**
 * The public door when it serves HTTPS: browsers remember to use HTTPS (HSTS), and every cookie it sets
 * is marked Secure so it never travels back over plain HTTP. The public door sets no cookie today; this
 * holds for any a later feature adds.
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
