import { isEmailAddress } from '../../shared/mail/emailAddress';
import { refusal } from './domainError';

/**
 * A captain's contact address as staff typed it: null for none (empty or left out), the address trimmed, or
 * a refusal in the reader's words for anything a message could not safely be sent to.
 */
export function captainEmailOf(text: string | undefined): string | null {
  const email = (text ?? '').trim();
  if (email === '') return null;
  if (!isEmailAddress(email)) throw refusal(400, 'VALIDATION', 'refusals.leagueMail.badEmail');
  return email;
}
