import type { Params } from '../i18n/catalogue';
import type { RefusalKey } from '../i18n/keys';
import refusals from '../i18n/catalogues/refusals/en';
import type { RefusalWords } from './refusalWords';

/**
 * A request's validation problem as catalogue words (docs/i18n.md, 'Refusals'), so every endpoint's parse
 * failure reaches a German or Dutch reader as a sentence in their language: the kind of problem (missing,
 * too small, not a number, not one of the options, a bad date…) with the field's label and the limit. The
 * English answer stays the sentence the parser has always sent; these words are for every other language.
 */

/** The part of a zod issue the wording reads (zod/v4 core's $ZodIssue, kept structural here). */
export interface Issue {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly input?: unknown;
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly format?: string;
  readonly values?: readonly unknown[];
  readonly divisor?: number;
  readonly keys?: readonly string[];
}

const KEYS = new Set(Object.keys(refusals));

/**
 * Entries a rule gives by key and that are never read back from an English sentence: parts of a sentence
 * (a listed clash, 'A booking') and shapes too open to tell apart from other sentences ('{division}: {problem}').
 */
export const isKeyedOnly = (key: string) => key.startsWith('refusals.keyed.');
const isRefusalKey = (key: string): key is RefusalKey => KEYS.has(key);

/** An English refusal sentence without placeholders, by its text: a schema's sentence() that the catalogue has. */
const BY_TEXT = new Map<string, RefusalKey>(
  Object.entries(refusals)
    .filter(([key, text]) => !text.includes('{') && !isKeyedOnly(key))
    .map(([key, text]) => [text, key as RefusalKey]),
);

/** The catalogue key of an English refusal sentence (one without placeholders), when the catalogue has it. */
export function sentenceKey(text: string): RefusalKey | undefined {
  return BY_TEXT.get(text);
}

/**
 * The words of one issue. `label` is the field as the form names it in English (nameFields), used where
 * the catalogue has no label of its own for the field (`refusals.field.<path>`).
 */
export function issueWords(issue: Issue, label: string | null): RefusalWords {
  const sentenceKey = BY_TEXT.get(issue.message);
  if (sentenceKey) return { key: sentenceKey };
  const path = issue.path.map(String).join('.');
  const fieldKey = path === '' ? 'refusals.field.request' : `refusals.field.${path}`;
  const field = isRefusalKey(fieldKey)
    ? { wordedParams: { field: fieldKey } }
    : { params: { field: label ?? path } };
  const { key, params } = kindOf(issue);
  return { key, ...field, params: { ...field.params, ...params } };
}

function kindOf(issue: Issue): { key: RefusalKey; params?: Params } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { key: 'refusals.issue.missing' };
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'refusals.issue.notNumber' };
      if (issue.expected === 'date') return { key: 'refusals.issue.badFormat', params: { format: 'date' } };
      return { key: 'refusals.issue.wrongType' };
    case 'too_small':
      return {
        key: 'refusals.issue.tooSmall',
        params: { kind: sizeKind(issue, 'above'), minimum: limit(issue.minimum, issue.origin) },
      };
    case 'too_big':
      return {
        key: 'refusals.issue.tooBig',
        params: { kind: sizeKind(issue, 'below'), maximum: limit(issue.maximum, issue.origin) },
      };
    case 'invalid_value':
      return {
        key: 'refusals.issue.wrongOption',
        params: { options: (issue.values ?? []).map(String).join(', ') },
      };
    case 'invalid_format':
      return { key: 'refusals.issue.badFormat', params: { format: issue.format ?? 'other' } };
    case 'not_multiple_of':
      return { key: 'refusals.issue.multipleOf', params: { divisor: issue.divisor ?? 1 } };
    case 'unrecognized_keys':
      return { key: 'refusals.issue.unknownFields', params: { keys: (issue.keys ?? []).join(', ') } };
    default:
      return { key: 'refusals.issue.invalid' };
  }
}

/** Which sentence a size limit takes: of text, of a list, of a date, or of a number (strict or not). */
function sizeKind(issue: Issue, strict: 'above' | 'below'): string {
  switch (issue.origin) {
    case 'string':
      return 'text';
    case 'array':
    case 'set':
      return 'list';
    case 'date':
      return 'date';
    default:
      return issue.inclusive === false ? strict : 'number';
  }
}

/** A limit as a placeholder's value: a date limit as its day, any other as a number. */
function limit(value: number | bigint | undefined, origin: string | undefined): string | number {
  if (origin === 'date' && value !== undefined) return new Date(Number(value)).toISOString().slice(0, 10);
  return Number(value ?? 0);
}
