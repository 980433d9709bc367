import type { TestServer } from '../../lan-server/test/harness';
import { startSmtp, type TestSmtp } from '../../lan-server/test/smtpFixture';
import { startE2eServer } from './server';

/**
 * A venue that sends its confirmations: an SMTP server in process, and the built server with the admin's
 * Settings → E-mail saved (the mailbox, the booking page's address, cancellation up to two hours before).
 */
export async function startMailingVenue(): Promise<{ t: TestServer; smtp: TestSmtp }> {
  const smtp = await startSmtp();
  const t = await startE2eServer({ mail: { pollMs: 100, timeoutMs: 5000 } });
  const cookie = await t.signIn('admin');
  const saved = await t.lan('/api/mail/settings', {
    method: 'PUT',
    cookie,
    json: {
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpSecure: false,
      smtpUser: '',
      fromAddress: 'bookings@venue.test',
      publicUrl: t.server.publicUrl,
      cancelCutoffMinutes: 120,
    },
  });
  if (saved.status !== 200) throw new Error(`Saving the e-mail settings answered ${saved.status}`);
  return { t, smtp };
}
