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
import { PORT_FOR_SECURITY, emailFormFrom, failureSentence, outboxWhen, type EmailForm } from './emailForm';
import { useT } from '../../i18n/I18nProvider';
import { useWords } from '../../i18n/words';
import { useVenue } from '../../api/queries/settings';

const SECURITY_MODES = ['starttls', 'tls'] as const;

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
  const t = useT();
  return (
    <section className="card settings-section" aria-labelledby="email-heading">
      <h2 id="email-heading">{t('staff.email.heading')}</h2>
      {settings.isPending ? (
        <p className="muted">{t('staff.email.loading')}</p>
      ) : settings.isError ? (
        <p role="alert">{errorMessage(settings.error, t('staff.email.loadFailed'))}</p>
      ) : (
        <>
          <p className="muted">{t('staff.email.source', { source: settings.data.source })}</p>
          {admin ? (
            <>
              <MailSettingsForm view={settings.data} />
              <TestMail />
            </>
          ) : (
            <p className="muted">{t('staff.email.adminOnly')}</p>
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
  const t = useT();
  const update = (patch: Partial<EmailForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = useMutation({
    mutationFn: () => call(mailEndpoints.updateSettings, { body: form }),
    onSuccess: (saved) => {
      queryClient.setQueryData(mailQueries.settings().queryKey, saved);
      setForm(emailFormFrom(saved));
      toast({ title: t('staff.email.saved'), variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: t('staff.settings.failedTitle'),
        description: errorMessage(err, t('staff.email.failed')),
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
        {text(t('staff.email.server'), 'smtpHost', 'smtp.example.com')}
        <Select
          label={t('staff.email.security')}
          value={form.smtpSecure ? 'tls' : 'starttls'}
          choices={SECURITY_MODES.map((mode) => ({
            value: mode,
            label: t('staff.email.securityChoice', { mode }),
          }))}
          onChange={(mode) => update({ smtpSecure: mode === 'tls', smtpPort: PORT_FOR_SECURITY[mode] })}
        />
        <TextField
          label={t('staff.email.port')}
          type="number"
          min={1}
          max={65535}
          value={String(form.smtpPort)}
          onChange={(port) => update({ smtpPort: Number(port) || 0 })}
        />
        {text(t('staff.email.user'), 'smtpUser', 'bookings@example.com')}
        <TextField
          label={t('staff.email.password')}
          type="password"
          autoComplete="new-password"
          value={form.smtpPassword}
          placeholder={view.passwordSet ? t('staff.email.passwordSaved') : t('staff.email.appPassword')}
          onChange={(smtpPassword) => update({ smtpPassword })}
        />
        {text(t('staff.email.from'), 'fromAddress', 'bookings@example.com')}
        {text(t('staff.email.publicUrl'), 'publicUrl', 'https://book.example.com')}
        <TextField
          label={t('staff.email.cutoff')}
          type="number"
          min={0}
          value={String(form.cancelCutoffMinutes)}
          onChange={(minutes) => update({ cancelCutoffMinutes: Number(minutes) || 0 })}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t('staff.email.saving') : t('staff.email.save')}
      </button>
    </form>
  );
}

function TestMail() {
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const words = useWords();
  const { t } = words;
  const send = useMutation({
    mutationFn: () => call(mailEndpoints.test, { body: { to } }),
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: mailQueries.outbox().queryKey });
      if (entry.status === 'sent')
        toast({ title: t('staff.email.testSent'), description: to, variant: 'success' });
      else
        toast({
          title: t('staff.email.testFailed'),
          description: failureSentence(words, mailFailureText(entry.lastError ?? '').sentence),
          variant: 'destructive',
        });
    },
    onError: (err) =>
      toast({
        title: t('staff.email.testFailed'),
        description: errorMessage(err, t('staff.email.tryAgain')),
        variant: 'destructive',
      }),
  });
  return (
    <div className="email-test">
      <TextField label={t('staff.email.testTo')} type="email" value={to} onChange={setTo} />
      <button
        type="button"
        className="btn btn-outline"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? t('staff.email.sending') : t('staff.email.sendTest')}
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
  const { t, language } = useWords();
  const { zone } = useVenue();
  return (
    <>
      <h3>{t('staff.email.outbox')}</h3>
      <MailFailuresNotice />
      {outbox.isError ? (
        <p role="alert">{errorMessage(outbox.error, t('staff.email.outboxFailed'))}</p>
      ) : null}
      {rows.length === 0 && outbox.isSuccess ? <p className="muted">{t('staff.email.none')}</p> : null}
      {rows.length > 0 ? (
        <div className="outbox-scroll">
          <table className="outbox-table">
            <thead>
              <tr>
                <th>{t('staff.email.status')}</th>
                <th>{t('staff.email.to')}</th>
                <th>{t('staff.email.subject')}</th>
                <th>{t('staff.email.when')}</th>
                <th>{t('staff.email.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td>
                    <span className={`badge outbox-${m.status}`}>
                      {t('staff.email.statusValue', { status: m.status })}
                    </span>
                  </td>
                  <td>
                    <BreakableAddress address={m.recipient} />
                  </td>
                  <td>{m.subject}</td>
                  <td>{outboxWhen(m, zone, language)}</td>
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
  const words = useWords();
  const { t } = words;
  return (
    <div className="outbox-reason">
      <p>{failureSentence(words, sentence)}</p>
      {technical ? (
        <details>
          <summary>{t('staff.email.technical')}</summary>
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
