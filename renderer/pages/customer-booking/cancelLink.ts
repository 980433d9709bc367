/**
 * The token from a cancel link: /cancel-booking#token=…. It rides in the fragment, which browsers never
 * send to a server or put in a Referer, so it stays out of logs. Anything else reads as no token.
 */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : null;
}

export const CANCEL_TEXTS = {
  heading: 'Cancel Your Booking',
  question: 'Do you want to cancel this booking?',
  confirm: 'Cancel Booking',
  busy: 'Cancelling...',
  keep: 'Keep My Booking',
  doneHeading: 'Booking Cancelled',
  done: 'Your booking has been cancelled and the lane is free for others to book.',
  again: 'Make Another Booking',
  noToken: 'This cancel link is not valid. Please check that you used the whole link from your e-mail.',
  failed: 'Could not reach the venue. Please try again.',
} as const;
