import type { ErrorCode } from '../shared/api/errors';
import type { RefusalWords } from '../shared/api/refusalWords';
import type { Params } from '../shared/i18n/catalogue';
import type { RefusalKey } from '../shared/i18n/keys';
import { sentenceWords } from '../shared/api/sentenceWords';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import { wordsIn } from './wordsIn';

/**
 * The one error type the servers' rules throw (docs/behaviour.md#what-the-server-answers): a status, a
 * stable code and a sentence for the person. The venue's services and head office's handlers throw it; only
 * the doors turn it into an answer, all through `refusalOf` (server-kit/refusals.ts): the venue's two HTTP
 * doors, its NATS door to the group and head office's door alike. `words`, when given, is the same sentence
 * as a catalogue key and its values, so a door can word it in the reader's language (docs/i18n.md,
 * 'Refusals'); `message` stays the English, for English readers and the log.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly words?: RefusalWords,
    /** The field of a request that did not parse, as its path ('operatingHours.friday.end'). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * A refusal in the rule's English sentence: worded for other readers when the refusals catalogue states the
 * rule (shared/api/sentenceWords.ts), else English for everyone.
 */
export function sentenceRefusal(status: number, code: ErrorCode, text: string): DomainError {
  return new DomainError(status, code, text, sentenceWords(text));
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION') =>
  sentenceRefusal(400, code, message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  sentenceRefusal(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this') =>
  sentenceRefusal(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => sentenceRefusal(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  sentenceRefusal(409, code, message);

/**
 * A refusal from the refusals catalogue: its English is the message, and other readers get their own.
 * `worded` are values that are words themselves (a listed clash, a rule's own sentence), worded in the
 * reader's language too.
 */
export function refusal(
  status: number,
  code: ErrorCode,
  key: RefusalKey,
  params?: Params,
  worded?: RefusalWords['wordedParams'],
): DomainError {
  const words: RefusalWords = {
    key,
    ...(params ? { params } : {}),
    ...(worded ? { wordedParams: worded } : {}),
  };
  return new DomainError(status, code, wordsIn(SOURCE_LANGUAGE, words), words);
}
