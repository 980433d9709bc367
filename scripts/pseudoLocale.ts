import { parse, type Token } from '@messageformat/parser';

/**
 * The pseudo-locale (code `qps`): every English message marked ⟦ … ⟧ and its words accented (Ŝçöřé),
 * placeholders, plural and select keys left as they are, so it words the same values as English. Made from
 * the English catalogues by the messages plugin at build time, never written by hand: a screen walked in it
 * shows any text that did not come through a catalogue as text without the marks (e2e/support/pseudoWalk.ts).
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'ï',
  j: 'ĵ',
  k: 'ķ',
  l: 'ľ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ř',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'À',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Ï',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ľ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ř',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

function accent(text: string): string {
  let out = '';
  for (const ch of text) out += ACCENTED[ch] ?? ch;
  return out;
}

/** Every literal stretch of a message, wherever it sits (inside plural and select cases too). */
function contents(tokens: readonly Token[], into: { offset: number; text: string }[] = []) {
  for (const token of tokens) {
    if (token.type === 'content') into.push({ offset: token.ctx.offset, text: token.ctx.text });
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
      for (const c of token.cases) contents(c.tokens, into);
  }
  return into;
}

/** One message in the pseudo-locale: its literal text accented in place, the whole marked. */
export function pseudoMessage(source: string): string {
  let out = source;
  const stretches = contents(parse(source)).sort((a, b) => b.offset - a.offset);
  for (const { offset, text } of stretches)
    out = out.slice(0, offset) + accent(text) + out.slice(offset + text.length);
  return PSEUDO_OPEN + out + PSEUDO_CLOSE;
}

export function pseudoCatalogue(strings: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(strings)) out[key] = pseudoMessage(value);
  return out;
}
