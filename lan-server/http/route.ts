import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { SessionUser } from '../../shared/api/auth';
import type { Endpoint } from '../../shared/api/endpoint';
import type { AppContext } from '../context';
import { pairedLaneOf } from './deviceAccess';
import { badRequest, forbidden, unauthenticated, zodMessage } from './errors';
import { userOf } from './session';

/**
 * Who may call a route. Every route declares one, so the tests can enumerate the table.
 * - public: both doors, no sign-in (booking page API).
 * - lan: the LAN door only, no sign-in (TV scoreboard reads).
 * - staff: the LAN door with a staff session (`staff` or `admin`).
 * - admin: the LAN door with an `admin` session (issue 18): what cannot be undone or reaches every
 *   customer's data — restore, a customer's export and erasure, the retention run and its audit log, the
 *   mail settings and test message, users' passwords. A `staff` session gets 403 with the route's
 *   `refusal` sentence; no session gets 401 as for staff routes.
 * - lane: the LAN door with a staff session, or a tablet paired to the lane named by the `:id` param.
 */
export type Access = 'public' | 'lan' | 'staff' | 'admin' | 'lane';
export type Method = 'get' | 'post' | 'put' | 'delete';
export type Door = 'lan' | 'public';

export interface RouteCall<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  /** The signed-in staff member, when there is one. */
  user: SessionUser | null;
  /** Which door the request came through (a customer on the public door is never staff). */
  door: Door;
  ctx: AppContext;
  req: Request;
  res: Response;
}

/** The 403 sentence of an admin route that names no sentence of its own. */
export const ADMIN_ONLY = 'Only an admin can do this.';

export interface RouteSpec<B, Q> {
  method: Method;
  path: string;
  access: Access;
  /** For `admin` routes: what a signed-in staff member is told (403), e.g. 'Only an admin can restore a backup.' */
  refusal?: string;
  /** Validates the JSON body; a failure is a 400 naming the field. */
  body?: z.ZodType<B>;
  /** Validates the query string. */
  query?: z.ZodType<Q>;
  /** Status of a successful answer (default 200; 204 when the handler returns nothing). */
  status?: number;
  /** Returns the JSON answer, or writes to `res` itself and returns undefined. */
  handle(call: RouteCall<B, Q>): unknown;
}

export interface Route {
  method: Method;
  path: string;
  access: Access;
  /** The 403 sentence of an admin route (tests check every one is a sentence). */
  refusal?: string;
  /** The endpoint-table entry the route implements (shared/api/table.ts); the contract test walks both. */
  entry?: Endpoint;
  run(ctx: AppContext, door: Door, req: Request, res: Response, options: RunOptions): Promise<void>;
}

export interface RunOptions {
  /**
   * Check every JSON answer against its entry's response schema before sending it, and answer 500 when it
   * does not parse (tests and the browser tests run so; a venue does not pay for it).
   */
  checkAnswers: boolean;
}

export function defineRoute<B = undefined, Q = Record<string, unknown>>(spec: RouteSpec<B, Q>): Route {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    ...(spec.access === 'admin' ? { refusal: spec.refusal ?? ADMIN_ONLY } : {}),
    async run(ctx, door, req, res) {
      // A session cookie means nothing on the public door: customers are never staff there.
      const user = door === 'public' ? null : userOf(req);
      authorize(spec, ctx, req, user);
      const body = parse(spec.body, req.body ?? {}, 'body') as B;
      const query = parse(spec.query, req.query, 'query') as Q;
      const params = req.params as Record<string, string>;
      const result = await spec.handle({ body, query, params, user, door, ctx, req, res });
      if (res.headersSent) return;
      if (result === undefined) res.status(spec.status ?? 204).end();
      else res.status(spec.status ?? 200).json(result);
    },
  };
}

export function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T | unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest(where === 'query' ? `query ${zodMessage(result.error)}` : zodMessage(result.error));
  return result.data;
}

export function authorize(
  spec: { access: Access; refusal?: string },
  ctx: AppContext,
  req: Request,
  user: SessionUser | null,
): void {
  switch (spec.access) {
    case 'public':
    case 'lan':
      return;
    case 'staff':
      if (!user) throw unauthenticated();
      return;
    case 'admin':
      if (!user) throw unauthenticated();
      if (user.role !== 'admin') throw forbidden(spec.refusal ?? ADMIN_ONLY);
      return;
    case 'lane': {
      if (user) return;
      const paired = pairedLaneOf(ctx, req);
      if (paired === null) throw unauthenticated();
      if (String(paired) !== req.params.id) throw forbidden('This tablet is paired to another lane');
      return;
    }
  }
}

/** Mounts the routes a door serves: the public door only `public` routes, the LAN door all of them. */
export function mountRoutes(
  router: Router,
  routes: readonly Route[],
  ctx: AppContext,
  door: Door,
  options: RunOptions = { checkAnswers: false },
): void {
  for (const route of routes) {
    if (door === 'public' && route.access !== 'public') continue;
    router[route.method](route.path, (req, res, next) => {
      route.run(ctx, door, req, res, options).catch(next);
    });
  }
}

/** Answers 200 with JSON that is already encoded (a remembered answer), without serialising it again. */
export function sendJsonText(res: Response, body: Buffer): undefined {
  res.status(200).type('application/json').send(body);
  return undefined;
}
