/**
 * A mail failure as a bartender can act on it. The outbox stores the mail server's own words ('connect
 * ECONNREFUSED 127.0.0.1:25 (ECONNECTION)', '535 5.7.8 Bad credentials (EAUTH)'); the settings page shows
 * this sentence first and folds those words below it for whoever fixes the mail settings.
 *
 * Read in this order, first match wins: the sender's own sentences (a cancelled booking, a session already
 * started) as they are; the login; a secure-connection problem; a server name that cannot be found; a
 * timeout; a server that cannot be reached; the server refusing the address; a "try again later" (4xx);
 * any other refusal (5xx); and otherwise a plain "could not be sent".
 */
export const MAIL_FAILURE_SENTENCES = {
  login: 'The mail server refused the user name or password in the e-mail settings.',
  secure: 'A secure connection to the mail server could not be made. Check the server address and port.',
  unknownServer: 'The mail server’s name could not be found. Check the server address, and the internet.',
  timeout: 'The mail server took too long to answer. The e-mail will be tried again.',
  unreachable: 'The mail server could not be reached. Check the internet connection and the server address.',
  address: 'The mail server refused the customer’s e-mail address. Check it for a typing mistake.',
  later: 'The mail server asked to try again later. The e-mail will be tried again.',
  refused: 'The mail server refused this e-mail.',
  unknown: 'The e-mail could not be sent.',
} as const;

const RULES: [RegExp, string][] = [
  [/\bEAUTH\b|\b53[45]\b|authentication|credentials|login/i, MAIL_FAILURE_SENTENCES.login],
  [/\bETLS\b|\bTLS\b|SSL|certificate|CERT_|wrong version number/i, MAIL_FAILURE_SENTENCES.secure],
  [/ENOTFOUND|EAI_AGAIN|\bEDNS\b/, MAIL_FAILURE_SENTENCES.unknownServer],
  [/ETIMEDOUT|timed? ?out|too long|Greeting never received/i, MAIL_FAILURE_SENTENCES.timeout],
  [
    /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ECONNECTION|ESOCKET|EPIPE/,
    MAIL_FAILURE_SENTENCES.unreachable,
  ],
  [
    /^55[013]\b|\bEENVELOPE\b.*\b5\d\d\b|\b5\.1\.\d\b|no such user|mailbox unavailable|user unknown/i,
    MAIL_FAILURE_SENTENCES.address,
  ],
  [/^4\d\d\b/, MAIL_FAILURE_SENTENCES.later],
  [/^5\d\d\b/, MAIL_FAILURE_SENTENCES.refused],
];

/** Whether a stored reason is already a sentence for people (the sender's own refusals). */
function isPlainSentence(reason: string): boolean {
  return /^The [a-z]/.test(reason) && !/\bE[A-Z]{3,}\b/.test(reason);
}

/**
 * The sentence for a stored failure reason, and whether the technical words are worth showing under it
 * (not when the reason already is the sentence).
 */
export function mailFailureText(reason: string): { sentence: string; technical: string | null } {
  const text = reason.trim();
  if (text === '') return { sentence: MAIL_FAILURE_SENTENCES.unknown, technical: null };
  if (isPlainSentence(text)) return { sentence: text.endsWith('.') ? text : `${text}.`, technical: null };
  const rule = RULES.find(([pattern]) => pattern.test(text));
  return { sentence: rule ? rule[1] : MAIL_FAILURE_SENTENCES.unknown, technical: text };
}
