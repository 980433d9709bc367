/**
 * The token from a cancel link: /cancel-booking#token=…. It rides in the fragment, which browsers never
 * send to a server or put in a Referer, so it stays out of logs. Anything else reads as no token.
 */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : null;
}
