/**
 * An address a confirmation can safely be sent to: one mailbox, local@domain.tld, with no spaces, line
 * breaks, control characters or the list and display-name punctuation (`,;<>"()[]\`) that would let one
 * field name several recipients or reach a mail header as something else.
 */
const EMAIL_RE =
  /^[^\s@,;<>"()[\]\\\x00-\x1f\x7f]+@[^\s@,;<>"()[\]\\\x00-\x1f\x7f]+\.[^\s@,;<>"()[\]\\\x00-\x1f\x7f.]+$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL_RE.test(text);
}
