import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

// The environment's mail, checked as the server starts: a setting that would leave mail silently off
// stops the start with a sentence naming the variable to set.
// prettier-ignore
const CASES: [string, Record<string, string>, RegExp | { smtpUrl?: string; from?: string }][] = [
  ['no SMTP_URL: mail is simply not set up', {}, { smtpUrl: undefined, from: undefined }],
  ['the SMTP user is an address: it is the From', { SMTP_URL: 'smtp://desk%40venue.com:pw@smtp.example.com' }, { smtpUrl: 'smtp://desk%40venue.com:pw@smtp.example.com', from: undefined }],
  ['a relay without a login and MAIL_FROM', { SMTP_URL: 'smtp://relay.lan:25', MAIL_FROM: 'bookings@venue.com' }, { smtpUrl: 'smtp://relay.lan:25', from: 'bookings@venue.com' }],
  ['a relay without a login and no MAIL_FROM is refused', { SMTP_URL: 'smtp://relay.lan:25' }, /^SMTP_URL has no user name: set MAIL_FROM to the address confirmations are sent from/],
  ['a user name that is no address and no MAIL_FROM is refused', { SMTP_URL: 'smtp://desk:pw@smtp.example.com' }, /the user name 'desk', which is not an e-mail address: set MAIL_FROM/],
  ['an empty MAIL_FROM counts as unset', { SMTP_URL: 'smtp://relay.lan:25', MAIL_FROM: '' }, /set MAIL_FROM/],
  ['MAIL_FROM that is not an address is refused', { SMTP_URL: 'smtp://relay.lan:25', MAIL_FROM: 'bookings' }, /^MAIL_FROM must be an e-mail address such as bookings@example.com, got 'bookings'$/],
  ['a malformed SMTP_URL is refused', { SMTP_URL: 'relay.lan', MAIL_FROM: 'bookings@venue.com' }, /^SMTP_URL must/],
];

describe('configFromEnv: mail from the environment', () => {
  it.each(CASES)('%s', (_rule, env, expected) => {
    if (expected instanceof RegExp) expect(() => configFromEnv(env, '/srv/doubletop')).toThrow(expected);
    else expect(configFromEnv(env, '/srv/doubletop').mail).toMatchObject(expected);
  });
});

// The public door: a port, or off for a venue that takes bookings through its group's page only.
// prettier-ignore
const DOOR: [string, Record<string, string>, number | null | RegExp][] = [
  ['unset: 8080', {}, 8080],
  ['a port', { PUBLIC_PORT: '8443' }, 8443],
  ['off: no public door at all', { PUBLIC_PORT: 'off' }, null],
  ['OFF, with spaces, is off too', { PUBLIC_PORT: ' OFF ' }, null],
  ['anything else is refused', { PUBLIC_PORT: 'none' }, /^PUBLIC_PORT must be a port number, got 'none'$/],
  ['off with the door’s address for e-mails is refused', { PUBLIC_PORT: 'off', PUBLIC_URL: 'https://book.venue.test' }, /^PUBLIC_PORT=off switches the public door off, so PUBLIC_URL cannot be set$/],
  ['off with the door’s certificate is refused', { PUBLIC_PORT: 'off', PUBLIC_TLS_CERT: 'c.pem', PUBLIC_TLS_KEY: 'k.pem' }, /so PUBLIC_TLS_CERT and PUBLIC_TLS_KEY cannot be set$/],
];

describe('configFromEnv: the public door', () => {
  it.each(DOOR)('%s', (_rule, env, expected) => {
    if (expected instanceof RegExp) expect(() => configFromEnv(env, '/srv/doubletop')).toThrow(expected);
    else expect(configFromEnv(env, '/srv/doubletop').publicPort).toBe(expected);
  });
});
