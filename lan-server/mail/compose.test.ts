import { describe, expect, it } from 'vitest';
import { escapeHtml, oneLine } from './compose';

// prettier-ignore
const ONE_LINE: [string, string, string][] = [
  ['CR LF (header injection) becomes a space', 'Eve\r\nBcc: x@evil.test', 'Eve Bcc: x@evil.test'],
  ['a lone LF or tab too', 'a\nb\tc', 'a b c'],
  ['Unicode line separators too', 'a\u2028b', 'a b'],
  ['non-ASCII stays as it is', 'Zoë 山田 🎯', 'Zoë 山田 🎯'],
  ['an overlong text ends with an ellipsis within the limit', 'x'.repeat(200), `${'x'.repeat(119)}…`],
];

// prettier-ignore
const HTML: [string, string, string][] = [
  ['markup is written as text', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['quotes cannot leave an attribute', `"'`, '&quot;&#39;'],
  ['ampersands first, so nothing is escaped twice', '&lt;', '&amp;lt;'],
];

describe('oneLine: text that may reach a mail header', () => {
  it.each(ONE_LINE)('%s', (_rule, text, expected) => expect(oneLine(text)).toBe(expected));
});

describe('escapeHtml: text inside the HTML part', () => {
  it.each(HTML)('%s', (_rule, text, expected) => expect(escapeHtml(text)).toBe(expected));
});
