import express, { type Express, type RequestHandler } from 'express';
import { publicBookingEndpoints } from '../../shared/api/publicBooking';
import type { AppContext } from '../context';
import { errorMiddleware } from './errors';
import { apiNotFound, malformedPaths } from '../../server-kit/requestErrors';
import { lanHostsOnly } from './guards';
import { bodiesOfWrites, jsonBodiesOnly, sameOriginWrites } from '../../server-kit/origins';
import { httpsOnlyHeaders, securityHeaders } from '../../server-kit/headers';
import { inOrder } from './inOrder';
import type { HostCheck } from './lanHosts';
import { perAddressLimit } from './perAddressLimit';
import type { Route } from './route';
import type { AnswerChecks } from '../../server-kit/entryAnswer';
import { dispatcher, pathMatches } from './dispatch';
import { sessionMiddleware } from './session';
import { serveLanPages, servePublicPages } from './staticFiles';
import type { RefusalKey } from '../../shared/i18n/keys';
import { translate } from '../../server-kit/translate';

/** Bodies are small JSON documents; anything bigger is refused with 413 before it is parsed. */
export const JSON_BODY_LIMIT = '32kb';

interface AppOptions {
  routes: readonly Route[];
  staticDir: string | undefined;
  /** Gives each request an id, echoed in X-Request-Id (lan-server/logging.ts). */
  requestIds?: RequestHandler;
  /** Check every JSON answer against its contract before sending it (route.ts RunOptions). */
  checkAnswers?: AnswerChecks;
}

interface LanAppOptions extends AppOptions {
  /** The names the LAN door answers to (lanHosts.ts); unset = any, as a test app may want. */
  hostCheck?: HostCheck;
}

/**
 * The guards every request passes, in this order, as one layer (inOrder.ts): its id, the Host check,
 * malformed paths, security headers, same-origin writes, JSON-only bodies, the body, the session; then,
 * on the public door, `extra` (HSTS and the per-address limit).
 */
function baseApp(ctx: AppContext, options: LanAppOptions, extra: RequestHandler[] = []): Express {
  const app = express();
  // The port-forward is NAT, not a proxy: never trust X-Forwarded-For (it would defeat rate limits).
  app.set('trust proxy', false);
  app.disable('x-powered-by');
  // No ETag on API answers: hashing every body (25 KB for an availability grid) cost more than any
  // revalidation saves on live data. Static assets keep theirs (express.static sets its own).
  app.set('etag', false);
  app.use(
    inOrder([
      ...(options.requestIds ? [options.requestIds] : []),
      ...(options.hostCheck ? [lanHostsOnly(options.hostCheck)] : []),
      malformedPaths,
      securityHeaders(),
      sameOriginWrites(),
      jsonBodiesOnly(),
      bodiesOfWrites(express.json({ limit: JSON_BODY_LIMIT, strict: true })),
      sessionMiddleware(ctx),
      ...extra,
    ]),
  );
  return app;
}

/** The LAN door: staff screens and API, lane tablets, the TV, and the booking page. */
export function createLanApp(ctx: AppContext, options: LanAppOptions): Express {
  const app = baseApp(ctx, options);
  app.use(dispatcher(options.routes, ctx, 'lan', { checkAnswers: options.checkAnswers ?? false }));
  app.use('/api', apiNotFound);
  serveLanPages(app, options.staticDir);
  app.use(errorMiddleware(ctx.log));
  return app;
}

/** A 429's answer from the refusals catalogue, worded per request by perAddressLimit. */
function refusalBody(key: RefusalKey) {
  return { message: translate('en', key), code: 'THROTTLED', words: { key } };
}

export interface PublicLimits {
  requestsPerMinute: number;
  bookingsPer10Minutes: number;
}

const throttled = refusalBody('refusals.tooManyRequests');

/**
 * The public door: the booking page, its assets and the `public` routes only. Everything else is 404.
 * It answers whatever Host it is reached by (lanHosts.ts says why).
 * Rate-limited per address; bookings more tightly than reads. Served over HTTPS when the venue configured
 * a certificate, and then with HSTS and Secure cookies.
 */
export function createPublicApp(
  ctx: AppContext,
  options: AppOptions & { limits: PublicLimits; https?: boolean },
): Express {
  const bookingLimit = perAddressLimit({
    windowMs: 10 * 60_000,
    limit: options.limits.bookingsPer10Minutes,
    message: refusalBody('refusals.tooManyBookings'),
  });
  const app = baseApp(ctx, options, [
    ...(options.https ? [httpsOnlyHeaders()] : []),
    perAddressLimit({ windowMs: 60_000, limit: options.limits.requestsPerMinute, message: throttled }),
    // Bookings count twice: in the door's limit and in their own, tighter one.
    (req, res, next) => {
      if (req.method === 'POST' && pathMatches(publicBookingEndpoints.create.path, req.path))
        bookingLimit(req, res, next);
      else next();
    },
  ]);
  app.use(dispatcher(options.routes, ctx, 'public', { checkAnswers: options.checkAnswers ?? false }));
  app.use('/api', apiNotFound);
  // The LAN door's health check answers here exactly as an unknown endpoint does: the door says nothing of it.
  app.use('/healthz', apiNotFound);
  servePublicPages(app, options.staticDir);
  app.use(errorMiddleware(ctx.log));
  return app;
}
