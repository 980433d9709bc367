import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import type { AppContext } from '../context';

/**
 * The lane a paired tablet may score on, from its device cookie; null when the request carries no valid
 * device credential. Tablet pairing (issue 7) fills this in; until then only staff sessions pass
 * lane-scoped routes and tablets' sockets join as the public audience.
 */
export function pairedLaneOfHeaders(_ctx: AppContext, _headers: IncomingHttpHeaders): number | null {
  return null;
}

export function pairedLaneOf(ctx: AppContext, req: Request): number | null {
  return pairedLaneOfHeaders(ctx, req.headers);
}
