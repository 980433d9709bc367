/**
 * One CSV field. Quoted when it holds a comma, quote or line break; text starting with = + - @ (or a tab or
 * carriage return) is prefixed with ' so a spreadsheet shows a player named '=SUM(...)' as text instead of
 * running it. A number is written as it is (a negative amount is no formula).
 */
export function csvField(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file of a header and rows, lines ending CRLF as RFC 4180 writes them. */
export function csvOf(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
