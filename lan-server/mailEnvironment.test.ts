import { describe, expect, it } from 'vitest';
import { smtpFromUrl } from './mailEnvironment';

// SMTP_URL, what the sender makes of it
// prettier-ignore
const CASES: [string, string, ReturnType<typeof smtpFromUrl>][] = [
  ['smtp:// defaults to port 587 with STARTTLS', 'smtp://desk%40venue.com:app%20pw@smtp.example.com', { host: 'smtp.example.com', port: 587, secure: false, user: 'desk@venue.com', password: 'app pw' }],
  ['smtps:// defaults to port 465 with TLS', 'smtps://u:p@smtp.example.com', { host: 'smtp.example.com', port: 465, secure: true, user: 'u', password: 'p' }],
  ['an explicit port wins', 'smtp://relay.lan:2525', { host: 'relay.lan', port: 2525, secure: false, user: '', password: '' }],
];

describe('smtpFromUrl: SMTP_URL for headless installs', () => {
  it.each(CASES)('%s', (_rule, url, expected) => expect(smtpFromUrl(url)).toEqual(expected));

  it.each([['not a url'], ['http://smtp.example.com']])('refuses %s with a message naming SMTP_URL', (url) =>
    expect(() => smtpFromUrl(url)).toThrow(/SMTP_URL/),
  );
});
