import type { Response } from 'express';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { entryName, type AnswerIn, type BodyOut, type Endpoint, type QueryOut } from '../shared/api/endpoint';
import { sendJsonBytes } from './compressJson';
import { DomainError } from './domainError';
import { requestParseRefusal, zodMessage } from './refusals';

/**
 * The part of `implement` every door shares, whichever server and whichever transport (the venue's two HTTP
 * doors and its NATS door, head office's door): the request parsed by the entry's schemas, the handler's
 * answer made into a reply by the entry's response, and that reply sent over HTTP. Who may ask is each
 * door's own rule; everything else about an entry is decided here, once.
 */

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

/**
 * A further check of every JSON answer before it is sent (the tests check each one against the OpenAPI
 * document made from the table): the problem in a few words, or null when the answer passes.
 */
export type AnswerCheck = (entry: Endpoint, status: number, wire: unknown) => string | null;

/**
 * How a server checks its answers before sending them: not at all (a venue does not pay for it), by the
 * entry's response schema (`true`: tests and browser tests), or by that schema and then `AnswerCheck`.
 * An answer that fails is not sent: the caller gets a 500 naming the entry, and the test fails.
 */
export type AnswerChecks = boolean | AnswerCheck;

/** A request's body and query as they arrived, whatever carried them. */
export interface Arrived {
  body: unknown;
  query: unknown;
}

/** The body and the query parsed by the entry's schemas; a mismatch is a 400 naming the field. */
export function parsedRequest<E extends Endpoint>(
  entry: E,
  arrived: Arrived,
): { body: BodyOut<E>; query: QueryOut<E> } {
  return {
    body: parsed(entry.body, arrived.body ?? {}, '') as BodyOut<E>,
    query: parsed(entry.query, arrived.query ?? {}, 'query ') as QueryOut<E>,
  };
}

function parsed(schema: $ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return where ? {} : undefined;
  const result = safeParse(schema, value);
  // A sentence for people stands alone; a field's own message says where it was.
  if (!result.success) throw requestParseRefusal(result.error, schema, value, where);
  return result.data;
}

/**
 * An answer ready for any transport: JSON bytes with their status (null bytes: an empty body, as Express's
 * `res.json(undefined)` sends), nothing (204), or a file.
 */
export type Reply =
  | { kind: 'json'; status: number; bytes: Buffer | null }
  | { kind: 'no content' }
  | { kind: 'file'; file: FileAnswer };

/** The handler's answer as the entry says it is sent, checked first when `checks` asks for it. */
export function replyOf(entry: Endpoint, answer: unknown, checks: AnswerChecks): Reply {
  if (entry.response === 'no content') return { kind: 'no content' };
  if (entry.response === 'file') return { kind: 'file', file: answer as FileAnswer };
  const given = isKind(answer, 'with status') ? (answer as WithStatus<unknown>) : null;
  const status = given ? given.status : (entry.status ?? 200);
  const value = given ? given.value : answer;
  if (isKind(value, 'encoded json')) {
    const bytes = (value as EncodedJson<unknown>).bytes;
    if (checks) checkAnswer(entry, status, JSON.parse(bytes.toString('utf8')), checks);
    return { kind: 'json', status, bytes };
  }
  if (checks)
    checkAnswer(entry, status, value === undefined ? undefined : JSON.parse(JSON.stringify(value)), checks);
  return { kind: 'json', status, bytes: value === undefined ? null : Buffer.from(JSON.stringify(value)) };
}

/** Sends a reply over HTTP: JSON compressed as the browser allows (compressJson.ts), a file as a download. */
export function sendReply(res: Response, reply: Reply): void {
  if (reply.kind === 'no content') {
    res.status(204).end();
    return;
  }
  if (reply.kind === 'file') {
    res.attachment(reply.file.fileName).type(reply.file.contentType).send(reply.file.body);
    return;
  }
  if (reply.bytes === null) res.status(reply.status).json(undefined);
  else sendJsonBytes(res.req, res, reply.status, reply.bytes);
}

/**
 * Runs `then` on a handler's answer: at once when it answered at once (no promise, no turn of the event
 * loop: most reads do, and under load a promise per request showed as garbage and queue work), or when its
 * promise settles. A throw or a rejection alike fails the request.
 */
export function whenAnswered<T>(answer: T | Promise<T>, then: (value: T) => void): Promise<void> | void {
  if (answer instanceof Promise) return answer.then(then);
  then(answer);
}

function isKind(value: unknown, kind: string): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;
}

/** Parses what is about to be sent as a client would (through JSON), and refuses to send a broken answer. */
function checkAnswer(entry: Endpoint, status: number, wire: unknown, checks: AnswerChecks): void {
  if (typeof entry.response !== 'object') return;
  const result = safeParse(entry.response, wire);
  const problem = result.success
    ? typeof checks === 'function'
      ? checks(entry, status, wire)
      : null
    : zodMessage(result.error);
  if (problem !== null) {
    throw new DomainError(
      500,
      'INTERNAL',
      `The answer to ${entryName(entry)} does not match its contract: ${problem}`,
    );
  }
}
