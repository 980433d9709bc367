import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * A screen that crashed while drawing tells the server, so the error is in the venue's log beside the
 * requests that led to it. Written with zod/mini: the TV's slim build sends it too. Bounded, since the
 * booking page's copy is reachable from the internet (the public door's rate limit applies as well).
 */
export const ClientErrorReport = z.object({
  /** Which app: 'staff', 'tablet', 'tv', 'booking' or 'league' (the public league page). */
  app: z.enum(['staff', 'tablet', 'tv', 'booking', 'league']),
  /** The page's path when it crashed (no query string: it may carry a customer's details). */
  path: z.string().check(z.maxLength(200)),
  message: z.string().check(z.maxLength(500)),
  /** The first lines of the stack, for the developer who reads the log. */
  stack: z.optional(z.string().check(z.maxLength(2000))),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

/** The id the report was logged under, shown on the screen so staff can quote it. */
export const ClientErrorLogged = z.object({ requestId: z.string() });

export const clientErrorEndpoints = {
  report: endpoint({
    method: 'post',
    path: '/api/client-errors',
    door: 'public',
    access: 'anonymous',
    body: ClientErrorReport,
    response: ClientErrorLogged,
    status: 201,
  }),
};
