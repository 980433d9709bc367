import type { $ZodError } from 'zod/v4/core';
import { fieldLabel, issueText, isSentence } from '../shared/api/errors';
import { issueWords } from '../shared/api/issueWords';
import { DomainError } from './domainError';
import { requestError, type Refusal } from './requestErrors';
import { refusalText, type Reader } from './refusalText';

export { refusalText, type Reader } from './refusalText';

/**
 * The first problem of a request that did not parse, naming its field ("players: Too small: expected array
 * to have >=1 items"), in the words of the form that sends it when the schema has them ('Friday closing time
 * must be …'), or a sentence() message exactly as written.
 */
export function zodMessage(error: $ZodError, schema?: object): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return issueText(issue, schema);
}

/**
 * The 400 for a request whose body or query (`where`: 'query ') did not parse: the English sentence of
 * {@link zodMessage}, and its first issue as catalogue words, so every door words it in its reader's
 * language through the one refusal path (docs/i18n.md, 'Refusals').
 */
export function requestParseRefusal(
  error: $ZodError,
  schema: object,
  value: unknown,
  where = '',
): DomainError {
  const text = zodMessage(error, schema);
  const issue = error.issues[0];
  const english = isSentence(text) ? text : `${where}${text}`;
  const words = issue
    ? issueWords({ ...issue, input: valueAt(value, issue.path) }, fieldLabel(issue.path, schema))
    : undefined;
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  return new DomainError(400, 'VALIDATION', english, words, field);
}

/** What arrived at a path of a request (undefined where nothing did): a missing field versus a wrong one. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const step of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[step];
  }
  return at;
}

/**
 * What a door answers for an error: a DomainError's own status, code and sentence, worded in its reader's
 * language by {@link refusalText}; a request the server could not read (bad JSON, too large, a broken escape)
 * as requestError says. Null for anything else: the server's own fault, which the door logs and answers
 * without detail. Every door — the venue's HTTP doors, its NATS door to the group, head office's and the
 * group page's — answers through this one mapping.
 */
export function refusalOf(err: unknown, reader: Reader): Refusal | null {
  const refused = err instanceof DomainError ? err : requestError(err);
  if (!refused) return null;
  const field = refused instanceof DomainError ? refused.field : undefined;
  return {
    status: refused.status,
    body: { message: refusalText(refused, reader), code: refused.code, ...(field ? { field } : {}) },
  };
}
