import type { RefusalKey } from '../i18n/keys';
import refusals from '../i18n/catalogues/refusals/en';
import { isKeyedOnly, sentenceKey } from './issueWords';
import type { RefusalWords } from './refusalWords';

/**
 * A refusal sentence the server wrote in English, as the refusals catalogue's words (docs/i18n.md,
 * 'Refusals'): the rules keep their English sentences (the product's exact texts, which tests and forms
 * compare), and a door words them in the reader's language by finding the catalogue entry that states the
 * same rule. A sentence without values is found word for word; one with values ('Lane 3 is not available')
 * by the entry whose English, its placeholders filled, reads exactly as the sentence ('Lane {lane} is not
 * available'), and the values are read back out. The request-parse kinds (`refusals.issue.*`) are left out:
 * the parse path gives its words itself, and their open '{field} …' shapes would claim unrelated sentences;
 * so are the `refusals.keyed.*` entries, which their rules give by key.
 */

/** A placeholder-only English entry: its literal text between simple `{name}` placeholders. */
interface Template {
  key: RefusalKey;
  pattern: RegExp;
  names: string[];
  /** Characters of literal text: the most specific entry wins when two read the same. */
  literal: number;
}

const SIMPLE = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(key: RefusalKey, source: string): Template | null {
  // Selects, plurals and ICU quoting are not read back: such an entry is given as words by its thrower.
  if (!source.includes('{') || /\{\w+,|'[{}'#]/.test(source)) return null;
  const names: string[] = [];
  const parts = source.split(SIMPLE);
  let pattern = '';
  let literal = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      names.push(part);
      pattern += '(.+?)';
    } else {
      pattern += escape(part);
      literal += part.length;
    }
  });
  return { key, pattern: new RegExp(`^${pattern}$`, 's'), names, literal };
}

const TEMPLATES: readonly Template[] = Object.entries(refusals)
  .filter(([key]) => !key.startsWith('refusals.issue.') && !isKeyedOnly(key))
  .map(([key, source]) => templateOf(key as RefusalKey, source))
  .filter((t): t is Template => t !== null)
  .sort((a, b) => b.literal - a.literal);

/** The words of an English refusal sentence, when the refusals catalogue states its rule. */
export function sentenceWords(text: string): RefusalWords | undefined {
  const key = sentenceKey(text);
  if (key) return { key };
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return { key: template.key, params };
  }
  return undefined;
}
