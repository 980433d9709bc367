import { entryName } from '../../shared/api/endpoint';
import type { VenueReply } from '../../shared/group/booking';
import { questionOf, venueQuestions, type BookingOp } from '../../shared/group/questions';
import type { Reply } from '../../server-kit/entryAnswer';
import { refusalOf, type Reader } from '../../server-kit/refusals';
import type { AppContext } from '../context';
import type { AnswerQuestion } from '../group/booking';
import { DomainError } from '../services/domainError';
import type { Route, RunOptions } from './route';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * The venue's NATS door to its group (docs/group-booking.md): head office's questions on
 * `booking.<venueId>.<question>`, each an entry of the endpoint table (`venueQuestions`), answered by the
 * route that implements the entry — the same parsing, handler, refusals and answer as over HTTP, the public
 * door's own for the questions the public door answers too. The reply is `{ status, body }` for an answer and
 * `{ status, message, code }` for a refusal, the status the HTTP door would have given (refusalOf, as every
 * door). The question's JSON is the entry's body, or its query for a `get` entry. Never throws.
 */
export function groupDoor(routes: readonly Route[], options: RunOptions): AnswerQuestion {
  const routeOf = new Map<BookingOp, Route>();
  for (const [op, entry] of Object.entries(venueQuestions) as [BookingOp, Route['entry']][]) {
    const route = routes.find((r) => r.entry === entry);
    if (!route) throw new Error(`The NATS door's ${op} has no route: ${entryName(entry)}`);
    routeOf.set(op, route);
  }
  return (ctx, question) => {
    const op = questionOf(question.subject);
    const route = op ? routeOf.get(op) : undefined;
    // Refusals in the language head office asks in (the customer's, on the group page).
    const reader = { headers: { 'accept-language': question.header('accept-language') } };
    const refusalText = (err: unknown) => refusalReply(err, reader, ctx, op);
    if (!route) return refusalText(new DomainError(404, 'NOT_FOUND', 'No such question'));
    try {
      const reply = route.ask(ctx, { body: bodyOf(question.data), header: question.header }, options);
      return reply instanceof Promise
        ? reply.then(replyText, (err: unknown) => refusalText(err))
        : replyText(reply);
    } catch (err) {
      return refusalText(err);
    }
  };
}

function bodyOf(data: Uint8Array): unknown {
  if (data.length === 0) return {};
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    throw new DomainError(400, 'BAD_JSON', 'Request body is not valid JSON');
  }
}

/** An answer as JSON text; a remembered answer's bytes (the availability grid) are sent as they are. */
function replyText(reply: Reply): string {
  if (reply.kind === 'file') throw new Error('A file cannot be sent over NATS');
  if (reply.kind === 'no content') return '{"status":204}';
  if (reply.bytes === null) return JSON.stringify({ status: reply.status });
  return `{"status":${reply.status},"body":${reply.bytes.toString('utf8')}}`;
}

function refusalReply(err: unknown, reader: Reader, ctx: AppContext, op: BookingOp | null): string {
  const refusal = refusalOf(err, reader);
  if (refusal) {
    const reply: VenueReply = { status: refusal.status, ...refusal.body };
    return JSON.stringify(reply);
  }
  ctx.log(`Group booking: ${op ?? 'a question'} failed: ${err instanceof Error ? err.message : String(err)}`);
  const fault: VenueReply = { status: 500, message: SOMETHING_WRONG, code: 'INTERNAL' };
  return JSON.stringify(fault);
}
