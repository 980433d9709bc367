import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CURRENCIES, WEEKDAYS, type Settings } from '../../../shared/api/settings';
import { settingsEndpoints, type SettingsUpdateInput } from '../../../shared/api/settingsUpdate';
import { weekdayLabel } from '../../../shared/booking/hours';
import { call } from '../../api/call';
import { TextField } from '../../components/kit/Field';
import { Select } from '../../components/kit/Select';
import { errorMessage } from '../../api/errors';
import { useIsAdmin } from '../../stores/auth';
import { toast } from '../../stores/toasts';
import { settingsQueries, useSettings } from '../../api/queries/settings';
import { laneQueries, useLanes } from '../../api/queries/lanes';
import { LaneNamesSection } from './LaneNamesSection';
import { EmailSection } from './EmailSection';
import { BackupCopySection } from './BackupCopySection';
import { BackupsSection } from './BackupsSection';
import { HealthSection } from './HealthSection';
import { LeaderboardSection } from './LeaderboardSection';
import { ContactRetentionField } from './ContactRetentionField';
import { PrivacySection } from './PrivacySection';
import { UsersSection } from './UsersSection';
import { GroupSection } from './GroupSection';
import {
  LANE_NUMBERS,
  SETTINGS_TOASTS,
  formFromSettings,
  settingsBody,
  type SettingsForm,
} from './settingsForm';
import './settings.css';

/**
 * SPEC §2 Settings page: Business Information, Lane Names, Pricing Configuration, Operating Hours, and the
 * sections later issues added. What only an admin may do (issue 18: restore, the e-mail settings, customer
 * data and privacy, users) is not shown to a `staff` sign-in; the server refuses it anyway.
 */
export default function SettingsPage() {
  const settings = useSettings();
  const lanes = useLanes();
  const admin = useIsAdmin();
  if (settings.isPending || lanes.isPending) return <p className="page-loading">Loading settings...</p>;
  if (settings.isError) return <p role="alert">{errorMessage(settings.error, 'Failed to load settings')}</p>;
  return (
    <section className="page settings-page">
      <h1>Settings</h1>
      <SettingsEditor settings={settings.data}>
        <LaneNamesSection lanes={lanes.data ?? []} />
      </SettingsEditor>
      <EmailSection />
      <BackupsSection timezone={settings.data.timezone} />
      <HealthSection />
      <LeaderboardSection settings={settings.data} />
      <GroupSection />
      {admin ? <PrivacySection /> : null}
      {admin ? <UsersSection /> : null}
    </section>
  );
}

/** The settings form; `children` (the lane names, saved on their own) sit in SPEC's section order. */
function SettingsEditor({ settings, children }: { settings: Settings; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const admin = useIsAdmin();
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(settings));
  const update = (patch: Partial<SettingsForm>) => setForm((f) => ({ ...f, ...patch }));
  const setDay = (day: (typeof WEEKDAYS)[number], patch: Partial<Settings['operatingHours']['monday']>) =>
    setForm((f) => ({
      ...f,
      operatingHours: { ...f.operatingHours, [day]: { ...f.operatingHours[day], ...patch } },
    }));

  const save = useMutation({
    mutationFn: (body: SettingsUpdateInput) => call(settingsEndpoints.update, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueries.get().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: laneQueries.list().queryKey });
      toast({ title: SETTINGS_TOASTS.saved, variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: SETTINGS_TOASTS.failedTitle,
        description: errorMessage(err, SETTINGS_TOASTS.failed),
        variant: 'destructive',
      }),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const result = settingsBody(form, { admin });
    if ('problem' in result) {
      toast({ title: SETTINGS_TOASTS.failedTitle, description: result.problem, variant: 'destructive' });
      return;
    }
    save.mutate(result.body);
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <section className="card settings-section" aria-labelledby="business-heading">
        <h2 id="business-heading">Business Information</h2>
        <div className="settings-grid">
          <TextField
            label="Business Name"
            value={form.businessName}
            onChange={(businessName) => update({ businessName })}
          />
          <TextField
            label="Contact Phone"
            type="tel"
            value={form.contactPhone}
            onChange={(contactPhone) => update({ contactPhone })}
          />
          <Select
            label="Currency"
            value={form.currency}
            choices={CURRENCIES.map((c) => ({ value: c, label: c }))}
            onChange={(currency) => update({ currency })}
          />
          <TextField label="Timezone" value={form.timezone} onChange={(timezone) => update({ timezone })} />
        </div>
      </section>
      {children}
      <section className="card settings-section" aria-labelledby="pricing-heading">
        <h2 id="pricing-heading">Pricing Configuration</h2>
        <TextField
          label={`Default Hourly Rate (${form.currency})`}
          type="number"
          step="0.01"
          min="0"
          value={form.defaultHourlyRate}
          onChange={(defaultHourlyRate) => update({ defaultHourlyRate })}
        />
        <div className="settings-grid">
          {LANE_NUMBERS.map((n) => (
            <TextField
              key={n}
              label={`Lane ${n} Rate`}
              type="number"
              step="0.01"
              min="0"
              placeholder="Default"
              value={form.laneRates[String(n)] ?? ''}
              onChange={(rate) => update({ laneRates: { ...form.laneRates, [String(n)]: rate } })}
            />
          ))}
        </div>
      </section>
      <section className="card settings-section" aria-labelledby="hours-heading">
        <h2 id="hours-heading">Operating Hours</h2>
        <table className="hours-table">
          <tbody>
            {WEEKDAYS.map((day) => {
              const hours = form.operatingHours[day];
              const label = weekdayLabel(day);
              return (
                <tr key={day}>
                  <th scope="row">{label}</th>
                  <td>
                    <input
                      className="input"
                      type="time"
                      aria-label={`${label} opening time`}
                      disabled={hours.closed}
                      value={hours.start}
                      onChange={(e) => setDay(day, { start: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="input"
                      type="time"
                      aria-label={`${label} closing time`}
                      disabled={hours.closed}
                      value={hours.end}
                      onChange={(e) => setDay(day, { end: e.target.value })}
                    />
                  </td>
                  <td>
                    <label className="checkbox-field">
                      <input
                        type="checkbox"
                        aria-label={`${label} closed`}
                        checked={hours.closed}
                        onChange={(e) => setDay(day, { closed: e.target.checked })}
                      />
                      <span>Closed</span>
                    </label>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <BackupCopySection
        value={form.backupCopyFolder ?? ''}
        readOnly={!admin}
        onChange={(backupCopyFolder) => update({ backupCopyFolder })}
      />
      <ContactRetentionField
        months={form.contactRetentionMonths}
        readOnly={!admin}
        onChange={(contactRetentionMonths) => update({ contactRetentionMonths })}
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </button>
    </form>
  );
}
