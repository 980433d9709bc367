import { describe, expect, it } from 'vitest';
import { MAIL_FAILURE_SENTENCES as S, mailFailureText } from './failureText';

// the reason the outbox stored (lan-server/mail/transport.ts reasonOf), the sentence staff read first
// prettier-ignore
const CASES: [string, string, string][] = [
  ['a server that is down', 'connect ECONNREFUSED 127.0.0.1:25 (ESOCKET)', S.unreachable],
  ['no network', 'connect ENETUNREACH 10.0.0.5:587 (ECONNECTION)', S.unreachable],
  ['a dropped connection', 'read ECONNRESET (ESOCKET)', S.unreachable],
  ['an unknown server name', 'getaddrinfo ENOTFOUND smtp.example.com (EDNS)', S.unknownServer],
  ['DNS not answering', 'getaddrinfo EAI_AGAIN smtp.example.com (EDNS)', S.unknownServer],
  ['a slow server', 'The mail server took too long to answer (ETIMEDOUT)', S.timeout],
  ['no greeting', 'Greeting never received (ETIMEDOUT)', S.timeout],
  ['a wrong password', '535 5.7.8 Username and Password not accepted (EAUTH)', S.login],
  ['a login the server wants first', '530 5.7.0 Authentication Required (EENVELOPE)', S.login],
  ['a certificate the box does not trust', 'self-signed certificate in certificate chain (ESOCKET)', S.secure],
  ['TLS on the wrong port', 'C0B7:error:0A00010B:SSL routines:ssl3_get_record:wrong version number (ESOCKET)', S.secure],
  ['no such mailbox', '550 5.1.1 No such user (EENVELOPE)', S.address],
  ['a mailbox that is unavailable', '553 mailbox unavailable (EENVELOPE)', S.address],
  ['greylisting', '451 4.7.1 Greylisted, please try again (EENVELOPE)', S.later],
  ['a message refused for good', '554 5.7.1 Message rejected as spam (EMESSAGE)', S.refused],
  ['something never seen before', 'Unexpected socket close', S.unknown],
  ['nothing at all', '', S.unknown],
];

describe('mailFailureText: the sentence first, the technical reason kept for below', () => {
  it.each(CASES)('%s', (_rule, reason, sentence) => {
    const text = mailFailureText(reason);
    expect(text.sentence).toBe(sentence);
    expect(text.technical).toBe(reason === '' ? null : reason);
  });

  it.each([
    ['The booking was cancelled before the confirmation was sent'],
    ['The booking had started before the confirmation could be sent'],
  ])('the sender’s own sentence is shown as it is, with nothing folded: %s', (reason) => {
    expect(mailFailureText(reason)).toEqual({ sentence: `${reason}.`, technical: null });
  });

  it('no sentence shows an error code', () => {
    for (const [, reason] of CASES) expect(mailFailureText(reason).sentence).not.toMatch(/E[A-Z]{4,}|\d{3}/);
  });
});
