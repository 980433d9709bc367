import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mailEndpoints, type MailSettingsView } from '../../../shared/api/mail';
import { call } from '../../api/call';
import { TextField } from '../../components/kit/Field';
import { Select } from '../../components/kit/Select';
import { mailQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { useIsAdmin } from '../../stores/auth';
import { toast } from '../../stores/toasts';
import { mailFailureText } from '../../../shared/mail/failureText';
import { MailFailuresNotice } from './MailFailuresNotice';
import {
  EMAIL_TOASTS,
  PORT_FOR_SECURITY,
  SOURCE_TEXT,
  emailFormFrom,
  outboxWhen,
  type EmailForm,
} from './emailForm';

const SECURITY_CHOICES = [
  { value: 'starttls', label: 'STARTTLS (port 587)' },
  { value: 'tls', label: 'TLS (port 465)' },
] as const;

/** The outbox list refreshes while Settings is open, so staff see queued turn into sent. */
const OUTBOX_REFRESH_MS = 5000;

/**
 * Settings 'E-mail' (docs/email.md): the venue's mailbox (SMTP) settings, the online-cancel cut-off, a test
 * message, and the outbox — the newest 50 messages, queued, sent or failed with the server's reason. Changing
 * the settings and sending a test are an admin's: staff see the mode and the outbox.
 */
export function EmailSection() {
  const admin = useIsAdmin();
  const settings = useQuery({
    ...mailQueries.settings(),
  });
  return (
    <section className="card settings-section" aria-labelledby="email-heading">
      <h2 id="email-heading">E-mail</h2>
      {settings.isPending ? (
        <p className="muted">Loading e-mail settings...</p>
      ) : settings.isError ? (
        <p role="alert">{errorMessage(settings.error, 'Failed to load e-mail settings')}</p>
      ) : (
        <>
          <p className="muted">{SOURCE_TEXT[settings.data.source]}</p>
          {admin ? (
            <>
              <MailSettingsForm view={settings.data} />
              <TestMail />
            </>
          ) : (
            <p className="muted">Only an admin can change the e-mail settings or send a test e-mail.</p>
          )}
        </>
      )}
      <Outbox />
    </section>
  );
}

function MailSettingsForm({ view }: { view: MailSettingsView }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EmailForm>(() => emailFormFrom(view));
  const update = (patch: Partial<EmailForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = useMutation({
    mutationFn: () => call(mailEndpoints.updateSettings, { body: form }),
    onSuccess: (saved) => {
      queryClient.setQueryData(mailQueries.settings().queryKey, saved);
      setForm(emailFormFrom(saved));
      toast({ title: EMAIL_TOASTS.saved, variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: EMAIL_TOASTS.failedTitle,
        description: errorMessage(err, EMAIL_TOASTS.failed),
        variant: 'destructive',
      }),
  });
  const text = (label: string, key: 'smtpHost' | 'smtpUser' | 'fromAddress' | 'publicUrl', hint?: string) => (
    <TextField
      label={label}
      value={form[key]}
      placeholder={hint}
      onChange={(value) => update({ [key]: value })}
    />
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <div className="settings-grid">
        {text('Mail Server', 'smtpHost', 'smtp.example.com')}
        <Select
          label="Security"
          value={form.smtpSecure ? 'tls' : 'starttls'}
          choices={SECURITY_CHOICES}
          onChange={(mode) => update({ smtpSecure: mode === 'tls', smtpPort: PORT_FOR_SECURITY[mode] })}
        />
        <TextField
          label="Port"
          type="number"
          min={1}
          max={65535}
          value={String(form.smtpPort)}
          onChange={(port) => update({ smtpPort: Number(port) || 0 })}
        />
        {text('User Name', 'smtpUser', 'bookings@example.com')}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.smtpPassword}
          placeholder={view.passwordSet ? 'Saved (leave empty to keep)' : 'App password'}
          onChange={(smtpPassword) => update({ smtpPassword })}
        />
        {text('From Address', 'fromAddress', 'bookings@example.com')}
        {text('Booking Page Address', 'publicUrl', 'https://book.example.com')}
        <TextField
          label="Online Cancelling Until (minutes before start)"
          type="number"
          min={0}
          value={String(form.cancelCutoffMinutes)}
          onChange={(minutes) => update({ cancelCutoffMinutes: Number(minutes) || 0 })}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save E-mail Settings'}
      </button>
    </form>
  );
}

function TestMail() {
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const send = useMutation({
    mutationFn: () => call(mailEndpoints.test, { body: { to } }),
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: mailQueries.outbox().queryKey });
      if (entry.status === 'sent')
        toast({ title: EMAIL_TOASTS.testSent, description: to, variant: 'success' });
      else
        toast({
          title: EMAIL_TOASTS.testFailed,
          description: mailFailureText(entry.lastError ?? '').sentence,
          variant: 'destructive',
        });
    },
    onError: (err) =>
      toast({
        title: EMAIL_TOASTS.testFailed,
        description: errorMessage(err, 'Please try again'),
        variant: 'destructive',
      }),
  });
  return (
    <div className="email-test">
      <TextField label="Send a test to" type="email" value={to} onChange={setTo} />
      <button
        type="button"
        className="btn btn-outline"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? 'Sending...' : 'Send test e-mail'}
      </button>
    </div>
  );
}

function Outbox() {
  const outbox = useQuery({
    ...mailQueries.outbox(),
    refetchInterval: OUTBOX_REFRESH_MS,
  });
  const rows = outbox.data ?? [];
  return (
    <>
      <h3>Outbox</h3>
      <MailFailuresNotice />
      {outbox.isError ? <p role="alert">{errorMessage(outbox.error, 'Failed to load the outbox')}</p> : null}
      {rows.length === 0 && outbox.isSuccess ? <p className="muted">No e-mails yet.</p> : null}
      {rows.length > 0 ? (
        <div className="outbox-scroll">
          <table className="outbox-table">
            <thead>
              <tr>
                <th>Status</th>
                <th>To</th>
                <th>Subject</th>
                <th>Sent / next try</th>
                <th>Reason</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td>
                    <span className={`badge outbox-${m.status}`}>{m.status}</span>
                  </td>
                  <td>
                    <BreakableAddress address={m.recipient} />
                  </td>
                  <td>{m.subject}</td>
                  <td>{outboxWhen(m)}</td>
                  <td>{m.lastError ? <FailureReason reason={m.lastError} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/**
 * A failure as a sentence anyone behind the bar understands, with the mail server's own words folded below
 * for whoever fixes the e-mail settings.
 */
function FailureReason({ reason }: { reason: string }) {
  const { sentence, technical } = mailFailureText(reason);
  return (
    <div className="outbox-reason">
      <p>{sentence}</p>
      {technical ? (
        <details>
          <summary>Technical details</summary>
          <code>{technical}</code>
        </details>
      ) : null}
    </div>
  );
}

/** An e-mail address that may break after its @ and dots when the column is narrow, never inside a word. */
function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span className="outbox-address">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </span>
  );
}
