import type { Params } from '../i18n/catalogue';
import type { CommonKey, RefusalKey } from '../i18n/keys';

/**
 * A refusal as catalogue words (docs/i18n.md, 'Refusals'): a key of the refusals catalogue and its values,
 * which the server words in the reader's language. A DomainError carries it beside its English sentence.
 */
export interface RefusalWords {
  key: RefusalKey;
  params?: Params;
  /** Values that are themselves words, worded in the reader's language before they fill their placeholder. */
  wordedParams?: Readonly<Record<string, WordedValue>>;
}

/** A phrase inside a refusal: a key with values of its own, which may be a common word ('Lane {number}'). */
export interface WordedPhrase {
  key: RefusalKey | CommonKey;
  params?: Params;
  wordedParams?: Readonly<Record<string, WordedValue>>;
}

/**
 * A value worded for its reader: a key without values (a field's label), a phrase or a whole rule's
 * sentence with values of its own, a venue day ('YYYY-MM-DD', written as the language writes a day), or a
 * list of such values (joined by '; ', as a list inside a sentence is written in all three languages).
 */
export type WordedValue =
  RefusalKey | WordedPhrase | { readonly day: string } | { readonly list: readonly WordedValue[] };
