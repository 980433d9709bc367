import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './cancelLink';

// prettier-ignore
const CASES: [string, string, string | null][] = [
  ['a link from the e-mail gives its token', '#token=Ab_9-xYz012345678901Qw', 'Ab_9-xYz012345678901Qw'],
  ['the token may come without the #', 'token=abc', 'abc'],
  ['no fragment is no token', '', null],
  ['an empty token is no token', '#token=', null],
  ['markup in the fragment is no token', '#token=<img src=x>', null],
  ['another parameter alone is no token', '#t=abc', null],
];

describe('tokenFromHash: the cancel link’s token from the URL fragment', () => {
  it.each(CASES)('%s', (_rule, hash, expected) => expect(tokenFromHash(hash)).toBe(expected));
});
