import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  entryName,
  pathWith,
  queryString,
  type AnswerOf,
  type BodyIn,
  type Endpoint,
  type ParamNames,
  type PathParams,
  type QueryIn,
} from '../../shared/api/endpoint';
import { ApiError, ContractError, NetworkError, messageFromResponse } from './errors';
import { requestLanguage } from './requestLanguage';

/** What a call sends: the path's values, the query and the body, each only when the entry has one. */
export type CallOptions<E extends Endpoint> = (ParamNames<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E> }) &
  (E extends { body: $ZodType } ? { body: BodyIn<E> } : { body?: undefined }) &
  (E extends { query: $ZodType } ? { query?: QueryIn<E> } : { query?: undefined }) & {
    signal?: AbortSignal;
  };

/** True when a call of this entry needs no options at all. */
type NeedsNothing<E extends Endpoint> =
  ParamNames<E['path']> extends never ? (E extends { body: $ZodType } ? false : true) : false;

/**
 * The one way a screen talks to the server: it names an entry of the endpoint table, never a
 * path, and gets the answer parsed by the entry's response schema — typed with no cast, and refused
 * (ContractError) when the server answered something else. Cookies always sent, JSON bodies, a failed
 * response turned into an ApiError with the server's message. No retries: a failed call is reported.
 *
 * It uses zod's core only, so the TV's slim build (whose answers are written with zod/mini) can use it too.
 */
export function call<E extends Endpoint>(
  entry: E,
  ...options: NeedsNothing<E> extends true ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<AnswerOf<E, Blob>>;
export async function call(entry: Endpoint, options: CallShape = {}): Promise<unknown> {
  const res = await send(entry, options);
  if (entry.response === 'file') return res.blob();
  const text = await res.text();
  if (entry.response === 'no content') return undefined;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ContractError(entryName(entry), 'not JSON');
  }
  const parsed = safeParse(entry.response, data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.map(String).join('.') || 'answer'}: ${issue.message}` : 'unreadable';
    throw new ContractError(entryName(entry), where);
  }
  return parsed.data;
}

interface CallShape {
  params?: Readonly<Record<string, string | number>>;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

/** The address a call goes to, for a link the browser follows itself (a file download). */
export function hrefOf<E extends Endpoint>(
  entry: E,
  options: { params?: PathParams<E>; query?: QueryIn<E> },
): string {
  return pathWith(entry.path, options.params) + queryString(options.query);
}

async function send(entry: Endpoint, options: CallShape): Promise<Response> {
  const url = pathWith(entry.path, options.params) + queryString(options.query);
  let res: Response;
  try {
    res = await fetch(url, {
      method: entry.method.toUpperCase(),
      credentials: 'include',
      // The screen's language: the server words its refusals in it (docs/i18n.md, 'Refusals').
      headers: {
        'Accept-Language': requestLanguage(),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  if (!res.ok && !(entry.answersOnFailure ?? []).includes(res.status)) {
    const { message, code, field } = messageFromResponse(res.status, res.statusText, await res.text());
    throw new ApiError(res.status, message, code, field);
  }
  return res;
}
