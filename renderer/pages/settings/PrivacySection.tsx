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

/** Hands the export to the browser as a file staff can pass on to the customer. */
function download(data: CustomerExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `customer-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

const FIND_BY = [
  { value: 'email', label: 'E-mail address' },
  { value: 'phone', label: 'Phone number' },
] as const;

const failed = (title: string) => (err: unknown) =>
  toast({ title, description: errorMessage(err, 'Please try again.'), variant: 'destructive' });

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
      toast({ title: 'Customer Data Exported', description: `${data.records.reservations.length} bookings` });
    },
    onError: failed('Export Failed'),
    onSettled: refreshAudit,
  });
  const erase = useMutation({
    mutationFn: () => call(privacyEndpoints.erase, { body: query }),
    onSuccess: (data) => {
      setConfirming(false);
      toast({ title: 'Customer Details Erased', description: `${data.erased} bookings`, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: reservationQueries.all().queryKey });
    },
    onError: failed('Erase Failed'),
    onSettled: refreshAudit,
  });
  const retention = useMutation({
    mutationFn: () => call(privacyEndpoints.retention),
    onSuccess: (data) => {
      toast({ title: 'Retention Run Complete', description: `${data.anonymised} bookings anonymised` });
      void queryClient.invalidateQueries({ queryKey: reservationQueries.all().queryKey });
    },
    onError: failed('Retention Run Failed'),
    onSettled: refreshAudit,
  });
  const busy = exportData.isPending || erase.isPending;

  return (
    <section className="card settings-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Customer Data & Privacy</h2>
      <div className="privacy-search">
        <Select label="Find customer by" value={by} choices={FIND_BY} onChange={setBy} />
        <TextField
          label={by === 'email' ? 'Customer e-mail' : 'Customer phone'}
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
          Export Data (JSON)
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy || !text.trim()}
          onClick={() => setConfirming(true)}
        >
          Erase Details
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={retention.isPending}
          onClick={() => retention.mutate()}
        >
          Run Retention Now
        </button>
      </div>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <DialogFrame
          title="Erase Customer Details?"
          description={`The name, phone and e-mail on every booking made with ${text.trim()} will be replaced. The bookings stay. This cannot be undone.`}
        >
          <div className="dialog-actions">
            <CloseButton>Cancel</CloseButton>
            <button
              type="button"
              className="btn btn-danger"
              disabled={erase.isPending}
              onClick={() => erase.mutate()}
            >
              {erase.isPending ? 'Erasing...' : 'Erase Details'}
            </button>
          </div>
        </DialogFrame>
      </Dialog.Root>
      <h3>Audit Log</h3>
      {audit.isError ? (
        <p role="alert">{errorMessage(audit.error, 'Failed to load the audit log')}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Bookings</th>
              <th scope="col">Detail</th>
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
