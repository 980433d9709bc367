/** The encodings the build stores beside each screen file (scripts/precompress.mjs), best first. */
export const STORED_ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/** `x-gzip` is the old name of gzip (RFC 9110 §8.4.1.3) and is treated the same. */
const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' };

/**
 * The stored encodings a browser's Accept-Encoding allows, in the order to try them (RFC 9110 §12.5.3):
 * highest q first and, at equal q, brotli before gzip (smaller for the same text). A coding with q=0 is
 * refused; `*` covers every coding the header does not name; a missing or empty header, or one naming
 * only identity, asks for the plain file (empty list). A q that is not a number is read as a refusal, so
 * a malformed header can only cost bytes, never send something the browser cannot decode.
 */
export function acceptedEncodings(header: string | undefined): StoredEncoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const coding = ALIASES[name.toLowerCase()] ?? name.toLowerCase();
    const qParam = params.find((p) => /^q\s*=/i.test(p));
    const weight = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/i, ''));
    const value = Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0;
    q.set(coding, Math.max(q.get(coding) ?? 0, value));
  }
  const wildcard = q.get('*') ?? 0;
  return STORED_ENCODINGS.map((encoding, order) => ({
    encoding,
    order,
    weight: q.get(encoding.coding) ?? wildcard,
  }))
    .filter((e) => e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((e) => e.encoding);
}
