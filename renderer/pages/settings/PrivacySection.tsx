import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { privacyEndpoints, type CustomerExport, type CustomerQuery } from '../../../shared/api/privacy';
import { call } from '../../api/call';
import { reservationQueries } from '../../api/queries/reservations';
import { privacyQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { CloseButton, DialogFrame } from '../../components/DialogFrame';
import { TextField } from '../../components/kit/Field';
import { Select } from '../../components/kit/Select';
import { toast } from '../../stores/toasts';
import { useVenue } from '../../api/queries/settings';
import { venueDateTime } from '../../../shared/time/display';

import { useT } from '../../i18n/I18nProvider';
/** Hands the export to the browser as a file staff can pass on to the customer. */
function download(data: CustomerExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `customer-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * One customer's data on request — export it as JSON (a subject access request) or erase their contact
 * details now — found by the e-mail or the phone they booked with; a button to run the retention job now; and
 * the audit log of every such action. Outside the settings form: nothing here is saved with Save Settings,
 * and Enter in the search must not submit the form.
 */
export function PrivacySection() {
  const queryClient = useQueryClient();
  const { zone } = useVenue();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const failed = (title: string) => (err: unknown) =>
    toast({ title, description: errorMessage(err, t('staff.privacy.tryAgain')), variant: 'destructive' });
  const query: CustomerQuery = by === 'email' ? { email: text.trim() } : { phone: text.trim() };
  const audit = useQuery({
    ...privacyQueries.audit(),
  });
  const refreshAudit = () =>
    void queryClient.invalidateQueries({ queryKey: privacyQueries.audit().queryKey });

  const exportData = useMutation({
    mutationFn: () => call(privacyEndpoints.export, { body: query }),
    onSuccess: (data) => {
      download(data);
      toast({
        title: t('staff.privacy.exported'),
        description: t('staff.privacy.bookings', { count: data.records.reservations.length }),
      });
    },
    onError: failed(t('staff.privacy.exportFailed')),
    onSettled: refreshAudit,
  });
  const erase = useMutation({
    mutationFn: () => call(privacyEndpoints.erase, { body: query }),
    onSuccess: (data) => {
      setConfirming(false);
      toast({
        title: t('staff.privacy.erased'),
        description: t('staff.privacy.bookings', { count: data.erased }),
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: reservationQueries.all().queryKey });
    },
    onError: failed(t('staff.privacy.eraseFailed')),
    onSettled: refreshAudit,
  });
  const retention = useMutation({
    mutationFn: () => call(privacyEndpoints.retention),
    onSuccess: (data) => {
      toast({
        title: t('staff.privacy.retentionDone'),
        description: t('staff.privacy.anonymised', { count: data.anonymised }),
      });
      void queryClient.invalidateQueries({ queryKey: reservationQueries.all().queryKey });
    },
    onError: failed(t('staff.privacy.retentionFailed')),
    onSettled: refreshAudit,
  });
  const busy = exportData.isPending || erase.isPending;

  return (
    <section className="card settings-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{t('staff.privacy.heading')}</h2>
      <div className="privacy-search">
        <Select
          label={t('staff.privacy.findBy')}
          value={by}
          choices={[
            { value: 'email', label: t('staff.privacy.findEmail') },
            { value: 'phone', label: t('staff.privacy.findPhone') },
          ]}
          onChange={setBy}
        />
        <TextField
          label={by === 'email' ? t('staff.privacy.customerEmail') : t('staff.privacy.customerPhone')}
          type={by === 'email' ? 'email' : 'tel'}
          value={text}
          onChange={setText}
        />
      </div>
      <div className="privacy-actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy || !text.trim()}
          onClick={() => exportData.mutate()}
        >
          {t('staff.privacy.export')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy || !text.trim()}
          onClick={() => setConfirming(true)}
        >
          {t('staff.privacy.erase')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={retention.isPending}
          onClick={() => retention.mutate()}
        >
          {t('staff.privacy.runRetention')}
        </button>
      </div>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <DialogFrame
          title={t('staff.privacy.confirmTitle')}
          description={t('staff.privacy.confirmText', { contact: text.trim() })}
        >
          <div className="dialog-actions">
            <CloseButton>{t('staff.privacy.cancel')}</CloseButton>
            <button
              type="button"
              className="btn btn-danger"
              disabled={erase.isPending}
              onClick={() => erase.mutate()}
            >
              {erase.isPending ? t('staff.privacy.erasing') : t('staff.privacy.erase')}
            </button>
          </div>
        </DialogFrame>
      </Dialog.Root>
      <h3>{t('staff.privacy.audit')}</h3>
      {audit.isError ? (
        <p role="alert">{errorMessage(audit.error, t('staff.privacy.auditFailed'))}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.privacy.when')}</th>
              <th scope="col">{t('staff.privacy.who')}</th>
              <th scope="col">{t('staff.privacy.action')}</th>
              <th scope="col">{t('staff.privacy.bookingsColumn')}</th>
              <th scope="col">{t('staff.privacy.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {(audit.data ?? []).map((entry, i) => (
              <tr key={`${entry.at}-${i}`}>
                <td>{venueDateTime(entry.at, zone)}</td>
                <td>{entry.actor}</td>
                <td>{entry.action}</td>
                <td>{entry.affected}</td>
                <td className="muted">{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
