import type { Request, Response } from 'express';
import type { SessionUser } from '../../shared/api/auth';
import type { Endpoint } from '../../shared/api/endpoint';
import type { AnswerChecks, Reply } from '../../server-kit/entryAnswer';
import type { AppContext } from '../context';
import { pairedLaneOf } from './deviceAccess';
import { forbidden, notFound, unauthenticated } from './errors';

/**
 * A mounted route's door and access in one word (from its entry's `door` and `access`), which the doors and
 * the tests filter by:
 * - public: both doors, no sign-in (booking page API).
 * - lan: the LAN door only, no sign-in (TV scoreboard reads).
 * - staff: the LAN door with a staff session (`staff` or `admin`).
 * - admin: the LAN door with an `admin` session: what cannot be undone or reaches every
 *   customer's data — restore, a customer's export and erasure, the retention run and its audit log, the
 *   mail settings and test message, users' passwords. A `staff` session gets 403 with the route's
 *   `refusal` sentence; no session gets 401 as for staff routes.
 * - lane: the LAN door with a staff session, or a tablet paired to the lane named by the `:id` param.
 * - group: the NATS door only (http/groupDoor.ts): head office's questions about a booking it holds.
 */
export type Access = 'public' | 'lan' | 'staff' | 'admin' | 'lane' | 'group';
export type Method = 'get' | 'post' | 'put' | 'delete';
/** The venue's doors: its two HTTP doors and its NATS door to the group (http/groupDoor.ts). */
export type Door = HttpDoor | 'group';
export type HttpDoor = 'lan' | 'public';

/** A question as the NATS door received it: its body and its headers (there is no path, no query). */
export interface Question {
  body: unknown;
  header(name: string): string | undefined;
}

/** The 403 sentence of an admin route that names no sentence of its own. */
export const ADMIN_ONLY = 'Only an admin can do this.';

export interface Route {
  method: Method;
  path: string;
  access: Access;
  /** The 403 sentence of an admin route (tests check every one is a sentence). */
  refusal?: string;
  /** The endpoint-table entry the route implements (shared/api/table.ts); the contract test walks both. */
  entry: Endpoint;
  /** Answers an HTTP request; throws (or returns a promise that rejects) to fail it. */
  run(
    ctx: AppContext,
    door: HttpDoor,
    req: Request,
    res: Response,
    options: RunOptions,
  ): Promise<void> | void;
  /**
   * Answers a question of the NATS door with the same parsing, handler and answer as over HTTP; throws (or
   * rejects) to refuse it. Only `public` and `group` routes are asked (http/groupDoor.ts).
   */
  ask(ctx: AppContext, question: Question, options: RunOptions): Promise<Reply> | Reply;
}

export interface RunOptions {
  /**
   * Check every JSON answer against its entry's response schema (and, in tests, the OpenAPI document) before
   * sending it, and answer 500 when it does not parse (tests and the browser tests run so; a venue does not
   * pay for it).
   */
  checkAnswers: AnswerChecks;
}

/** Refuses a caller the route's access does not admit: 401 without a session, 403 with the wrong one. */
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
    case 'group':
      // Never mounted on an HTTP door (dispatch.ts): head office asks these over NATS only.
      throw notFound();
  }
}
