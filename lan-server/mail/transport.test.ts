import { describe, expect, it } from 'vitest';
import { classify } from './transport';

// the SMTP error nodemailer gives, what the sender does with the message
// prettier-ignore
const CASES: [string, object, 'retry' | 'failed'][] = [
  ['550 no such mailbox is a permanent refusal', { code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' }, 'failed'],
  ['554 transaction failed is permanent', { code: 'EMESSAGE', responseCode: 554, response: '554 Rejected' }, 'failed'],
  ['451 try later waits and tries again', { code: 'EENVELOPE', responseCode: 451, response: '451 Greylisted' }, 'retry'],
  ['a refused connection (server down, no network) is retried', { code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' }, 'retry'],
  ['a timeout is retried', { code: 'ETIMEDOUT', message: 'Greeting never received' }, 'retry'],
  ['an unknown host (DNS down with the internet) is retried', { code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.example.com' }, 'retry'],
  ['a refused login (535) is a setting to fix, so the message waits', { code: 'EAUTH', responseCode: 535, response: '535 Bad credentials' }, 'retry'],
];

describe('classify: which SMTP failures are retried and which are final', () => {
  it.each(CASES)('%s', (_rule, err, kind) => expect(classify(err).kind).toBe(kind));

  it('keeps the server’s words as the reason, on one line', () => {
    expect(classify({ code: 'EENVELOPE', responseCode: 550, response: '550 No\r\nsuch user' })).toEqual({
      kind: 'failed',
      reason: '550 No such user (EENVELOPE)',
    });
  });
});
