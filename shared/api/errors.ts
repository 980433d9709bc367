import * as z from 'zod/mini';

/**
 * Every error the server sends has this body (docs/behaviour.md#what-the-server-answers). zod/mini: the
 * booking page and the TV load this module (for `sentence`), and classic zod would cost them tens of KB.
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  /**
   * The field a request that did not parse is refused for, as its path ('operatingHours.friday.end'), so a
   * form sets the sentence beside that field in any language.
   */
  field: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Stable error codes clients may branch on. Add a code here before throwing it. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_URL',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CROSS_ORIGIN',
  'MISDIRECTED',
  'THROTTLED',
  'NOT_FOUND',
  'CONFLICT',
  'LANE_NOT_AVAILABLE',
  'RESERVATION_CONFLICT',
  'STALE_ACTION',
  'GAME_OVER',
  'NOT_CURRENT_GAME',
  'PAIRING_CODE_INVALID',
  'CANCEL_LINK_INVALID',
  'CANCEL_LINK_USED',
  'CANCEL_LINK_EXPIRED',
  'CANCEL_TOO_LATE',
  'MAIL_NOT_CONFIGURED',
  'BACKUP_REFUSED',
  'VENUE_OFFLINE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const sentences = new Set<string>();

/**
 * Marks a validation message as a complete sentence meant for people (usually an exact text the screens
 * show), so the server sends it as it is rather than prefixed with the field name.
 */
export function sentence(text: string): string {
  sentences.add(text);
  return text;
}

export function isSentence(text: string): boolean {
  return sentences.has(text);
}

/** Names a body's field, by its path in the body, the way the screen that fills it in labels it. */
export type FieldWords = (path: readonly PropertyKey[]) => string | null;

const fieldWords = new WeakMap<object, FieldWords>();

/**
 * Gives a request schema the words its form uses for each field, so a refusal reads
 * 'Friday closing time must be a time as HH:MM' rather than 'operatingHours.friday.end: …'. The server
 * (server-kit/refusals.ts) and the form read them through {@link issueText}.
 */
export function nameFields<T extends object>(schema: T, words: FieldWords): T {
  fieldWords.set(schema, words);
  return schema;
}

/** A field's label in its schema's own words ({@link nameFields}); null when the schema names none. */
export function fieldLabel(path: readonly PropertyKey[], schema?: object): string | null {
  return schema ? (fieldWords.get(schema)?.(path) ?? null) : null;
}

/**
 * One validation problem as people read it: a sentence() message as it is; otherwise the field in the
 * schema's own words ({@link nameFields}) before the message, or else its path in the body.
 */
export function issueText(issue: { path: readonly PropertyKey[]; message: string }, schema?: object): string {
  if (isSentence(issue.message)) return issue.message;
  const label = fieldLabel(issue.path, schema);
  if (label)
    return issue.message.startsWith('must ') ? `${label} ${issue.message}` : `${label}: ${issue.message}`;
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
