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
