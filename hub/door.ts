import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { httpsOnlyHeaders, securityHeaders } from '../server-kit/headers';
import { CROSS_ORIGIN, crossSite, jsonBodiesOnly, originsOf, sameOriginWrites } from '../server-kit/origins';
import { refusal } from '../server-kit/domainError';
import { refusalOf } from '../server-kit/refusals';
import { apiNotFound, malformedPaths, pathOnly } from '../server-kit/requestErrors';
import { requestLanguageOf } from '../server-kit/requestLanguage';
import { translate } from '../server-kit/translate';
import { refuseUpgrade } from '../server-kit/upgrade';

export interface DoorOptions {
  /**
   * How people reach head office (HUB_PUBLIC_URL, e.g. https://office.example.com): its origin may write
   * even when a proxy rewrites Host, and https turns on HSTS and Secure cookies.
   */
  publicUrl?: string;
  log: (line: string) => void;
}

/**
 * Head office's door, built from the venue's own guards (server-kit/): what every request passes before
 * any route, whatever the route (sign-in, the figures, the group's booking page, the pages), and what
 * answers when no route did. The routes themselves only parse, ask and answer.
 */
export function hubDoor(options: DoorOptions) {
  const allowed = originsOf([options.publicUrl]);
  const https = options.publicUrl?.startsWith('https:') ?? false;

  /** In order: broken escapes refused, the headers set, cross-site writes refused, bodies JSON only. */
  const guards: RequestHandler[] = [
    malformedPaths,
    securityHeaders(),
    ...(https ? [httpsOnlyHeaders()] : []),
    sameOriginWrites(allowed),
    jsonBodiesOnly(),
  ];

  /**
   * After every route: 404 with a sentence; a refusal (a DomainError, or a request that could not be read)
   * as refusalOf says, like every door, in the request's language; head office's own faults as 503.
   */
  function finish(app: Express): void {
    app.use('/api', apiNotFound);
    app.use((req: Request, _res: Response, next: NextFunction) => {
      const params = { method: req.method, path: pathOnly(req.originalUrl) };
      next(refusal(404, 'NOT_FOUND', 'refusals.hub.noPage', params));
    });
    app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
      if (res.headersSent) return;
      const refusal = refusalOf(err, req);
      if (refusal) {
        res.status(refusal.status).json(refusal.body);
        return;
      }
      options.log(
        `Hub web: ${req.method} ${pathOnly(req.originalUrl)}: ${err instanceof Error ? err.message : String(err)}`,
      );
      res
        .status(503)
        .json({ message: translate(requestLanguageOf(req), 'refusals.hub.databaseDown'), code: 'INTERNAL' });
    });
  }

  /**
   * The live socket's upgrade passes the same door: its one path, then Origin (a sibling site is same-site,
   * so the SameSite cookie alone would let its page open the socket). True when the upgrade may go on to
   * sign-in; otherwise the socket has been answered and closed.
   */
  function upgradeMayProceed(req: IncomingMessage, socket: Duplex, path: string): boolean {
    if ((req.url ?? '').split('?')[0] !== path) {
      refuseUpgrade(socket, 404, 'Not Found');
      return false;
    }
    if (crossSite(req.headers, allowed)) {
      refuseUpgrade(socket, 403, 'Forbidden', JSON.stringify(CROSS_ORIGIN));
      return false;
    }
    return true;
  }

  return { guards, finish, upgradeMayProceed };
}
