import { sendJsonBytes } from './compressJson';
import type { Request, Response } from 'express';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { SessionUser } from '../../shared/api/auth';
import {
  entryName,
  type AnswerIn,
  type BodyOut,
  type Endpoint,
  type ParamNames,
  type QueryOut,
} from '../../shared/api/endpoint';
import type { AppContext } from '../context';
import { badRequest, DomainError } from '../services/domainError';
import { zodMessage } from './errors';
import { ADMIN_ONLY, authorize, type Access, type Door, type Route } from './route';
import { userOf } from './session';
import { requestLanguageOf } from './language';
import type { Language } from '../../shared/i18n/languages';

/** What a handler is given: the parsed request, who sent it and through which door. */
export interface Call<E extends Endpoint> {
  params: Record<ParamNames<E['path']>, string>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The signed-in staff member, when there is one (never on the public door). */
  user: SessionUser | null;
  door: Door;
  /** The language the request asks to be answered in (its Accept-Language): a booking's e-mail uses it. */
  language: Language;
  ctx: AppContext;
  req: Request;
  res: Response;
}

/** JSON already encoded (a remembered answer), sent without serialising it again. */
export interface EncodedJson<T> {
  readonly kind: 'encoded json';
  readonly bytes: Buffer;
  /** Only a type: what the bytes decode to. */
  readonly of?: T;
}
export function encodedJson<T>(bytes: Buffer): EncodedJson<T> {
  return { kind: 'encoded json', bytes };
}

/** An answer with a status other than the entry's (the health check's 503 when failing). */
export interface WithStatus<T> {
  readonly kind: 'with status';
  readonly status: number;
  readonly value: T;
}
export function withStatus<T>(status: number, value: T): WithStatus<T> {
  return { kind: 'with status', status, value };
}

/** A file the browser downloads: its type, its name (RFC 6266-encoded by Express) and its bytes. */
export interface FileAnswer {
  readonly kind: 'file';
  readonly contentType: string;
  readonly fileName: string;
  readonly body: string | Buffer;
}
export function fileAnswer(contentType: string, fileName: string, body: string | Buffer): FileAnswer {
  return { kind: 'file', contentType, fileName, body };
}

/** What a handler returns for its entry: the compiler checks it against the response schema. */
export type Answer<E extends Endpoint> = E['response'] extends 'no content'
  ? undefined
  : E['response'] extends 'file'
    ? FileAnswer
    : AnswerIn<E> | EncodedJson<AnswerIn<E>> | WithStatus<AnswerIn<E>>;

export type Handler<E extends Endpoint> = (call: Call<E>) => Answer<E> | Promise<Answer<E>>;

/**
 * Registers a route for an entry of the endpoint table. The body and the query are parsed by the entry's
 * schemas (a mismatch is a 400 naming the field), access is checked by the entry's rule, and the handler's
 * answer is typed by the entry's response schema; with `checkAnswers` on (tests), it is also parsed at run
 * time, so an answer that does not match its contract fails the test that received it.
 */
export function implement<const E extends Endpoint>(entry: E, handle: Handler<E>): Route {
  const access = routeAccess(entry);
  const refusal = entry.access === 'admin' ? (entry.refusal ?? ADMIN_ONLY) : undefined;
  return {
    method: entry.method,
    path: entry.path,
    access,
    ...(refusal ? { refusal } : {}),
    entry,
    // A handler that answers at once is sent at once (no promise, no turn of the event loop): most reads
    // are, and under load the promise per request showed as garbage and queue work. One that returns a
    // promise is sent when it settles; the caller fails the request on a throw or a rejection alike.
    run(ctx, door, req, res, options) {
      // A session cookie means nothing on the public door: customers are never staff there.
      const user = door === 'public' ? null : userOf(req);
      authorize({ access, refusal }, ctx, req, user);
      const body = parsed(entry.body, req.body ?? {}, '') as BodyOut<E>;
      const query = parsed(entry.query, req.query, 'query ') as QueryOut<E>;
      const params = req.params as Record<ParamNames<E['path']>, string>;
      const language = requestLanguageOf(req);
      const answer: unknown = handle({ body, query, params, user, door, language, ctx, req, res });
      const answerNow = (value: unknown): void => {
        if (!res.headersSent) send(entry, value, res, options.checkAnswers);
      };
      if (answer instanceof Promise) return answer.then(answerNow);
      answerNow(answer);
    },
  };
}

/** The route table's one word for door and access together (the tests filter by it). */
function routeAccess(entry: Endpoint): Access {
  if (entry.door === 'public') {
    if (entry.access !== 'anonymous') throw new Error(`${entryName(entry)}: the public door has no sign-in`);
    return 'public';
  }
  return entry.access === 'anonymous' ? 'lan' : entry.access;
}

function parsed(schema: $ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return where ? {} : undefined;
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(`${where}${zodMessage(result.error, schema)}`);
  return result.data;
}

function send(entry: Endpoint, answer: unknown, res: Response, check: boolean): void {
  if (entry.response === 'no content') {
    res.status(204).end();
    return;
  }
  if (entry.response === 'file') {
    const file = answer as FileAnswer;
    res.attachment(file.fileName).type(file.contentType).send(file.body);
    return;
  }
  const status = isKind(answer, 'with status') ? (answer as WithStatus<unknown>).status : entry.status;
  const value = isKind(answer, 'with status') ? (answer as WithStatus<unknown>).value : answer;
  if (isKind(value, 'encoded json')) {
    const bytes = (value as EncodedJson<unknown>).bytes;
    if (check) checkAnswer(entry, JSON.parse(bytes.toString('utf8')));
    sendJsonBytes(res.req, res, status ?? 200, bytes);
    return;
  }
  if (check) checkAnswer(entry, value);
  // Issue 20: every JSON answer is compressed as the browser allows (compressJson.ts). `undefined` is sent
  // as Express's res.json sends it: an empty body.
  if (value === undefined) {
    res.status(status ?? 200).json(value);
    return;
  }
  sendJsonBytes(res.req, res, status ?? 200, Buffer.from(JSON.stringify(value)));
}

function isKind(value: unknown, kind: string): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;
}

/** Parses what is about to be sent as a client would (through JSON), and refuses to send a broken answer. */
function checkAnswer(entry: Endpoint, value: unknown): void {
  if (typeof entry.response !== 'object') return;
  const wire: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  const result = safeParse(entry.response, wire);
  if (!result.success) {
    throw new DomainError(
      500,
      'INTERNAL',
      `The answer to ${entryName(entry)} does not match its contract: ${zodMessage(result.error)}`,
    );
  }
}
