import type { Request, Response, Router } from 'express';
import {
  entryName,
  type BodyOut,
  type Endpoint,
  type ParamNames,
  type QueryOut,
} from '../shared/api/endpoint';
import type { HubAccount } from '../shared/group/accounts';
import { refusal, sentenceRefusal } from '../server-kit/domainError';
import {
  parsedRequest,
  replyOf,
  sendReply,
  whenAnswered,
  type Answer,
  type AnswerChecks,
} from '../server-kit/entryAnswer';

/** What a head office handler is given: the parsed request and who sent it. */
export interface HubCall<E extends Endpoint> {
  params: Record<ParamNames<E['path']>, string>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The signed-in head office account; always set for a `staff` or `admin` entry, null for an `anonymous` one. */
  user: HubAccount | null;
  req: Request;
  res: Response;
}

export type HubHandler<E extends Endpoint> = (call: HubCall<E>) => Answer<E> | Promise<Answer<E>>;

/** What head office's door knows of every request: who is signed in, and how answers are checked. */
export interface HubDoorRules {
  userOf(cookieHeader: string | undefined): Promise<HubAccount | null>;
  checkAnswers: AnswerChecks;
}

export interface HubRoute {
  /** The entry of `hubEndpoints` (shared/group/headOfficeApi.ts) it implements; the contract test walks both. */
  entry: Endpoint;
  run(rules: HubDoorRules, req: Request, res: Response): Promise<void> | void;
}

/** How an entry's roles are checked beyond its access. */
export interface HubEntryRules {
  /** A write every signed-in person may make for themselves, viewers too (their own password). */
  ownAccount?: boolean;
}

/**
 * Head office's `implement`: registers a handler for an entry of `hubEndpoints`, as the venue's does for its
 * own doors and with the same core (server-kit/entryAnswer.ts): body and query parsed by the entry's schemas
 * (a 400 naming the field), the handler's answer typed and sent by the entry's response. Access is head
 * office's own (docs/venue-group.md#accounts): `anonymous`; `staff` for any head office session (401 without
 * one), of which a viewer's may only read (a write answers 403) unless the entry is `ownAccount`; `admin` for
 * an owner's (403 with the entry's `refusal` for anyone else). A refusal is a thrown DomainError, answered by
 * the door (hub/door.ts) through refusalOf like every door, in the request's language (docs/i18n.md). Which venues a person sees is each handler's,
 * from `user.venues`.
 */
export function implementHub<const E extends Endpoint>(
  entry: E,
  handle: HubHandler<E>,
  entryRules: HubEntryRules = {},
): HubRoute {
  if (entry.door !== 'head office')
    throw new Error(`${entryName(entry)} is not one of head office's entries`);
  if (entry.access !== 'anonymous' && entry.access !== 'staff' && entry.access !== 'admin')
    throw new Error(`${entryName(entry)}: head office's entries are anonymous, for its users or its owners`);
  const writes = entry.method !== 'get' && !entryRules.ownAccount;
  const answer = (rules: HubDoorRules, req: Request, res: Response, user: HubAccount | null) => {
    const { body, query } = parsedRequest(entry, { body: req.body, query: req.query });
    const params = req.params as Record<ParamNames<E['path']>, string>;
    const answered = handle({ params, query, body, user, req, res });
    return whenAnswered(answered, (value) => {
      if (!res.headersSent) sendReply(res, replyOf(entry, value, rules.checkAnswers));
    });
  };
  return {
    entry,
    run(rules, req, res) {
      if (entry.access === 'anonymous') return answer(rules, req, res, null);
      return rules.userOf(req.headers.cookie).then((user) => {
        if (!user) throw refusal(401, 'UNAUTHENTICATED', 'refusals.hub.signInFirst');
        if (entry.access === 'admin' && user.role !== 'owner')
          throw sentenceRefusal(403, 'FORBIDDEN', entry.refusal ?? 'You do not have access to this');
        if (writes && user.role === 'viewer') throw refusal(403, 'FORBIDDEN', 'refusals.hub.viewerReads');
        return answer(rules, req, res, user);
      });
    },
  };
}

/** Mounts head office's routes on a router, each at its entry's method and path; a failure goes to `next`. */
export function mountHubRoutes(router: Router, routes: readonly HubRoute[], rules: HubDoorRules): void {
  for (const route of routes) {
    router[route.entry.method](route.entry.path, (req, res, next) => {
      try {
        route.run(rules, req, res)?.catch(next);
      } catch (err) {
        next(err);
      }
    });
  }
}
