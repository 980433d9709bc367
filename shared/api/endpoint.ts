import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * The shape of one entry of the endpoint table (shared/api/table.ts): everything both sides need to know
 * about an endpoint, in one object. The server registers the route through it (`implement` in
 * lan-server/http/implement.ts) and the screens call it through it (`call` in renderer/api/call.ts), so
 * the path, the body, the query and the answer cannot drift apart.
 *
 * This file imports zod's types only: an entry's schemas may be written with `zod` or with `zod/mini`
 * (the TV's answers are, to keep its slim build small), and both are read through `zod/v4/core`.
 */

export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Which door serves it.
 * - public: the venue's public door, and its LAN door too (the booking page's API).
 * - lan: the venue's LAN door only.
 * - group: the venue's NATS door to its group: asked by head office on `booking.<venueId>.<question>`
 *   (`venueQuestions`, shared/group/questions.ts), never over HTTP.
 * - head office: head office's own door (hub/): its sign-in and figures, and the group's booking page.
 */
export type Door = 'lan' | 'public' | 'group' | 'head office';

/**
 * Who may call it.
 * - anonymous: no sign-in (the booking page's API on either door, the TV's reads on the LAN door, the
 *   group's booking page and the sign-in on head office's door).
 * - staff: a staff session (`staff` or `admin`); on head office's door, a head office session.
 * - admin: an `admin` session; a `staff` session is refused with the entry's `refusal` sentence (403).
 * - lane: a staff session, or a tablet paired to the lane the path's `:id` names.
 * - hub: the group's head office, on the NATS door: only the hub's NATS user may ask a venue's questions.
 */
export type Access = 'anonymous' | 'staff' | 'admin' | 'lane' | 'hub';

/**
 * What a successful answer carries: JSON described by a schema, nothing at all (204), or a file the
 * browser downloads (a CSV, a calendar file), whose bytes no schema describes.
 */
export type ResponseKind = $ZodType | 'no content' | 'file';

export interface Endpoint {
  readonly method: Method;
  /** Express syntax: `/api/lanes/:id`; on the NATS door, the subject any venue answers it on: `booking.*.book`. */
  readonly path: string;
  readonly door: Door;
  readonly access: Access;
  /** For `admin` entries: the sentence a staff member is told (403), e.g. 'Only an admin can restore a backup.' */
  readonly refusal?: string;
  /** The query string's fields; a mismatch is a 400 naming the field. */
  readonly query?: $ZodType;
  /** The JSON body; a mismatch is a 400 naming the field. */
  readonly body?: $ZodType;
  readonly response: ResponseKind;
  /** The status of a successful JSON answer (default 200). */
  readonly status?: 200 | 201 | 202;
  /**
   * Failure statuses whose body is still the entry's answer (the health check's 503 carries the report):
   * a caller parses and shows it rather than an error.
   */
  readonly answersOnFailure?: readonly number[];
}

/** Declares an entry, keeping its literal path and schema types for both sides. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

/** The names in a path: `/api/lanes/:id/games` → 'id'. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a caller fills the path with. */
export type PathParams<E extends Endpoint> = { [K in ParamNames<E['path']>]: string | number };

/** The query a caller sends / a handler receives (after defaults and coercion). */
export type QueryIn<E extends Endpoint> = E extends { query: infer Q extends $ZodType }
  ? input<Q>
  : undefined;
export type QueryOut<E extends Endpoint> = E extends { query: infer Q extends $ZodType }
  ? output<Q>
  : Record<string, never>;

/** The body a caller sends / a handler receives. */
export type BodyIn<E extends Endpoint> = E extends { body: infer B extends $ZodType } ? input<B> : undefined;
export type BodyOut<E extends Endpoint> = E extends { body: infer B extends $ZodType }
  ? output<B>
  : undefined;

/** What a handler must return for the answer to parse: the schema's input. */
export type AnswerIn<E extends Endpoint> = E extends { response: infer R extends $ZodType }
  ? input<R>
  : never;
/** What a caller receives once the answer is parsed (a file's bytes are the caller's platform's own type). */
export type AnswerOf<E extends Endpoint, FileBytes = never> = E extends { response: infer R extends $ZodType }
  ? output<R>
  : E['response'] extends 'file'
    ? FileBytes
    : undefined;

/** The path with its `:name` parts filled in (each value percent-encoded). */
export function pathWith(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a query object (undefined and null fields left out), or '' when there is nothing. */
export function queryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Where an entry is, for messages and the contract test: `GET /api/lanes/:id`. */
export function entryName(entry: Pick<Endpoint, 'method' | 'path'>): string {
  return `${entry.method.toUpperCase()} ${entry.path}`;
}
