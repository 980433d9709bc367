import type { Request, Response } from 'express';
import type { SessionUser } from '../../shared/api/auth';
import {
  entryName,
  type BodyOut,
  type Endpoint,
  type ParamNames,
  type QueryOut,
} from '../../shared/api/endpoint';
import { parsedRequest, replyOf, sendReply, whenAnswered, type Answer } from '../../server-kit/entryAnswer';
import type { AppContext } from '../context';
import { ADMIN_ONLY, authorize, type Access, type Door, type Route } from './route';
import { userOf } from './session';
import { requestLanguageOf } from '../../server-kit/requestLanguage';
import { pickLanguage, type Language } from '../../shared/i18n/languages';

export {
  encodedJson,
  fileAnswer,
  withStatus,
  type Answer,
  type EncodedJson,
  type FileAnswer,
  type WithStatus,
} from '../../server-kit/entryAnswer';

/**
 * The HTTP request and response. A LAN entry is only ever asked over HTTP; any other may be asked over
 * NATS too (http/groupDoor.ts), where there is none.
 */
type HttpOf<E extends Endpoint> = E['door'] extends 'lan'
  ? { req: Request; res: Response }
  : { req?: Request; res?: Response };

/** What a handler is given: the parsed request, who sent it and through which door. */
export type Call<E extends Endpoint> = {
  params: Record<ParamNames<E['path']>, string>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The signed-in staff member, when there is one (never on the public door or the NATS door). */
  user: SessionUser | null;
  door: Door;
  /** The language the request asks to be answered in (its Accept-Language): a booking's e-mail uses it. */
  language: Language;
  ctx: AppContext;
  /** A header of the request (an HTTP header, or a NATS header on the NATS door). */
  header(name: string): string | undefined;
} & HttpOf<E>;

export type Handler<E extends Endpoint> = (call: Call<E>) => Answer<E> | Promise<Answer<E>>;

/**
 * Registers a route for an entry of the endpoint table. The body and the query are parsed by the entry's
 * schemas (a mismatch is a 400 naming the field), access is checked by the entry's rule, and the handler's
 * answer is typed by the entry's response schema; with `checkAnswers` on (tests), it is also parsed at run
 * time, so an answer that does not match its contract fails the test that received it. The parsing and the
 * answer are server-kit/entryAnswer.ts's, which head office's door uses too; a `public` or `group` entry is
 * answered the same way over NATS (`ask`, for http/groupDoor.ts).
 */
export function implement<const E extends Endpoint>(entry: E, handle: Handler<E>): Route {
  const access = routeAccess(entry);
  const refusal = entry.access === 'admin' ? (entry.refusal ?? ADMIN_ONLY) : undefined;
  type Asked = Omit<Call<Endpoint>, 'query' | 'body' | 'req' | 'res'> & {
    arrived: { body: unknown; query: unknown };
    req?: Request;
    res?: Response;
  };
  const answer = ({ arrived, ...call }: Asked) => {
    const { body, query } = parsedRequest(entry, arrived);
    return (handle as (call: unknown) => unknown)({ ...call, body, query });
  };
  return {
    method: entry.method,
    path: entry.path,
    access,
    ...(refusal ? { refusal } : {}),
    entry,
    run(ctx, door, req, res, options) {
      // A session cookie means nothing on the public door: customers are never staff there.
      const user = door === 'public' ? null : userOf(req);
      authorize({ access, refusal }, ctx, req, user);
      const http = entry.door === 'lan' ? { req, res } : {};
      const answered = answer({
        ctx,
        door,
        user,
        language: requestLanguageOf(req),
        params: req.params as Record<string, string>,
        header: (name) => req.get(name),
        arrived: { body: req.body, query: req.query },
        ...http,
      });
      return whenAnswered(answered, (value) => {
        if (!res.headersSent) sendReply(res, replyOf(entry, value, options.checkAnswers));
      });
    },
    ask(ctx, question, options) {
      const asGet = entry.method === 'get';
      const answered = answer({
        ctx,
        door: 'group',
        user: null,
        language: pickLanguage(question.header('accept-language')),
        params: {},
        header: question.header,
        arrived: { body: asGet ? undefined : question.body, query: asGet ? question.body : undefined },
      });
      return answered instanceof Promise
        ? answered.then((value) => replyOf(entry, value, options.checkAnswers))
        : replyOf(entry, answered, options.checkAnswers);
    },
  };
}

/** The route table's one word for door and access together (the tests filter by it). */
function routeAccess(entry: Endpoint): Access {
  switch (entry.door) {
    case 'public':
      if (entry.access !== 'anonymous')
        throw new Error(`${entryName(entry)}: the public door has no sign-in`);
      return 'public';
    case 'group':
      if (entry.access !== 'hub') throw new Error(`${entryName(entry)}: only head office asks the NATS door`);
      return 'group';
    case 'lan':
      if (entry.access === 'hub') throw new Error(`${entryName(entry)}: head office asks over NATS only`);
      return entry.access === 'anonymous' ? 'lan' : entry.access;
    case 'head office':
      throw new Error(`${entryName(entry)}: head office's entries are served by the hub (hub/implement.ts)`);
  }
}
