import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { laneEndpoints, type Lane } from '../../../shared/api/lanes';
import { closesNextDay } from '../../../shared/booking/hours';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { useT } from '../../i18n/I18nProvider';
import { useWords } from '../../i18n/words';
import { settingsProblemText } from './settingsWords';
import { CURRENCIES, WEEKDAYS, type Settings } from '../../../shared/api/settings';
import { settingsEndpoints, type SettingsUpdateInput } from '../../../shared/api/settingsUpdate';
import { call } from '../../api/call';
import { TextField } from '../../components/kit/Field';
import { Select } from '../../components/kit/Select';
import { ApiError, errorMessage } from '../../api/errors';
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
  formFromSettings,
  hasOwnField,
  laneNameChanges,
  namesFromLanes,
  problemsFromServer,
  settingsBody,
  supportedTimezones,
  timezoneChoices,
  type FieldProblems,
  type FormProblem,
  type SettingsForm,
} from './settingsForm';
import './settings.css';

/**
 * The Settings page (docs/behaviour.md#settings): Business Information, Lane Names, Pricing Configuration,
 * Operating Hours, and the sections after them. What only an admin may do (restore, the e-mail settings,
 * customer data and privacy, users) is not shown to a `staff` sign-in; the server refuses it anyway.
 */
export default function SettingsPage() {
  const settings = useSettings();
  const lanes = useLanes();
  const admin = useIsAdmin();
  const t = useT();
  if (settings.isPending || lanes.isPending)
    return <p className="page-loading">{t('staff.settings.loading')}</p>;
  if (settings.isError)
    return <p role="alert">{errorMessage(settings.error, t('staff.settings.loadFailed'))}</p>;
  return (
    <section className="page settings-page">
      <h1>{t('staff.settings.heading')}</h1>
      <SettingsEditor settings={settings.data} lanes={lanes.data ?? []} />
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

/** A lane rename that failed after the settings themselves were saved (shown with the lane-names toast). */
class LaneNamesFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('lane names');
  }
}

/**
 * The settings form and the lane names, saved together by Save Settings (names typed and then 'Save Settings'
 * were once dropped). Every problem is shown beside its field in the venue's words, and nothing typed is
 * lost: a refusal (the browser's own check or the server's 400) leaves the whole form as it was. While
 * anything differs from what is stored, the save bar says so and the browser asks before the page is closed
 * or reloaded.
 */
function SettingsEditor({ settings, lanes }: { settings: Settings; lanes: readonly Lane[] }) {
  const queryClient = useQueryClient();
  const admin = useIsAdmin();
  const words = useWords();
  const { t } = words;
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(settings));
  const [names, setNames] = useState<Record<number, string>>(() => namesFromLanes(lanes));
  const [problems, setProblems] = useState<FieldProblems>({});
  const zones = useMemo(() => timezoneChoices(settings.timezone, supportedTimezones()), [settings.timezone]);
  const forget = (...keys: string[]) =>
    setProblems((all) => {
      const gone = new Set([...keys, '']);
      if (!Object.keys(all).some((k) => gone.has(k))) return all;
      return Object.fromEntries(Object.entries(all).filter(([k]) => !gone.has(k)));
    });
  const update = (patch: Partial<SettingsForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    forget(...Object.keys(patch));
  };
  const setDay = (day: (typeof WEEKDAYS)[number], patch: Partial<Settings['operatingHours']['monday']>) => {
    setForm((f) => ({
      ...f,
      operatingHours: { ...f.operatingHours, [day]: { ...f.operatingHours[day], ...patch } },
    }));
    // A clash names the earlier day's closing time, but the next day's opening can fix it too.
    forget(
      `operatingHours.${day}.start`,
      `operatingHours.${day}.end`,
      ...WEEKDAYS.map((d) => `operatingHours.${d}.end`),
    );
  };
  const dirty =
    JSON.stringify(form) !== JSON.stringify(formFromSettings(settings)) ||
    JSON.stringify(names) !== JSON.stringify(namesFromLanes(lanes));
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const show = (found: FieldProblems) => {
    setProblems(found);
    // After the problems are drawn, take the cursor to the first field that has one.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const save = useMutation({
    mutationFn: async (change: { body: SettingsUpdateInput; renames: { id: number; name: string }[] }) => {
      const saved = await call(settingsEndpoints.update, { body: change.body });
      queryClient.setQueryData(settingsQueries.get().queryKey, saved);
      try {
        for (const { id, name } of change.renames)
          await call(laneEndpoints.update, { params: { id }, body: { name } });
      } catch (err) {
        throw new LaneNamesFailed(err);
      }
      return saved;
    },
    onSuccess: (saved) => {
      // The form now shows what was stored ('15' reads '15.00', names lose their outer spaces).
      setForm(formFromSettings(saved));
      setNames((all) => Object.fromEntries(Object.entries(all).map(([n, name]) => [n, name.trim()])));
      toast({ title: t('staff.settings.saved'), variant: 'success' });
    },
    onError: (err) => {
      if (err instanceof LaneNamesFailed) {
        toast({
          title: t('staff.settings.failedTitle'),
          description: errorMessage(err.cause, t('staff.settings.lanesFailed')),
          variant: 'destructive',
        });
        return;
      }
      const message = errorMessage(err, t('staff.settings.failed'));
      if (err instanceof ApiError && err.status === 400) show(problemsFromServer(message, err.field));
      else setProblems({ '': message });
      toast({ title: t('staff.settings.failedTitle'), description: message, variant: 'destructive' });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: laneQueries.list().queryKey }),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const word = (problem: FormProblem) => settingsProblemText(words, problem);
    const checked = settingsBody(form, { admin }, word);
    const renames = laneNameChanges(lanes, names, word);
    const found = {
      ...('problems' in checked ? checked.problems : {}),
      ...('problems' in renames ? renames.problems : {}),
    };
    const count = Object.keys(found).length;
    if ('problems' in checked || 'problems' in renames || count > 0) {
      show(found);
      toast({
        title: t('staff.settings.failedTitle'),
        description: count === 1 ? Object.values(found)[0] : t('staff.settings.fieldsNeedLook', { count }),
        variant: 'destructive',
      });
      return;
    }
    setProblems({});
    save.mutate({ body: checked.body, renames: renames.changes });
  }

  const dayProblem = (day: string, part: 'start' | 'end') => problems[`operatingHours.${day}.${part}`];
  return (
    <form ref={formRef} className="settings-form" onSubmit={submit} noValidate>
      <section className="card settings-section" aria-labelledby="business-heading">
        <h2 id="business-heading">{t('staff.settings.business')}</h2>
        <div className="settings-grid">
          <TextField
            label={t('staff.settings.businessName')}
            value={form.businessName}
            problem={problems.businessName}
            onChange={(businessName) => update({ businessName })}
          />
          <TextField
            label={t('staff.settings.town')}
            value={form.town}
            problem={problems.town}
            onChange={(town) => update({ town })}
          />
          <TextField
            label={t('staff.settings.contactPhone')}
            type="tel"
            value={form.contactPhone}
            problem={problems.contactPhone}
            onChange={(contactPhone) => update({ contactPhone })}
          />
          <Select
            label={t('staff.settings.currency')}
            value={form.currency}
            choices={CURRENCIES.map((c) => ({ value: c, label: c }))}
            problem={problems.currency}
            onChange={(currency) => update({ currency })}
          />
          <TextField
            label={t('staff.settings.timezone')}
            list="timezone-choices"
            autoComplete="off"
            spellCheck={false}
            hint={t('staff.settings.timezoneHint')}
            value={form.timezone}
            problem={problems.timezone}
            onChange={(timezone) => update({ timezone })}
          />
          <datalist id="timezone-choices">
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <Select
            label={t('staff.settings.language')}
            value={form.language ?? 'en'}
            choices={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            hint={t('staff.settings.languageHint')}
            problem={problems.language}
            onChange={(language) => update({ language })}
          />
        </div>
      </section>
      <LaneNamesSection
        lanes={lanes}
        names={names}
        problems={problems}
        onChange={(n, name) => {
          setNames((all) => ({ ...all, [n]: name }));
          forget(`laneNames.${n}`);
        }}
      />
      <section className="card settings-section" aria-labelledby="pricing-heading">
        <h2 id="pricing-heading">{t('staff.settings.pricing')}</h2>
        <TextField
          label={t('staff.settings.defaultRate', { currency: form.currency })}
          type="number"
          step="0.01"
          min="0"
          value={form.defaultHourlyRate}
          problem={problems.defaultHourlyRate}
          onChange={(defaultHourlyRate) => update({ defaultHourlyRate })}
        />
        <div className="settings-grid">
          {LANE_NUMBERS.map((n) => (
            <TextField
              key={n}
              label={t('staff.settings.laneRate', { number: n })}
              type="number"
              step="0.01"
              min="0"
              placeholder={t('staff.settings.rateDefault')}
              value={form.laneRates[String(n)] ?? ''}
              problem={problems[`laneRates.${n}`]}
              onChange={(rate) => {
                setForm((f) => ({ ...f, laneRates: { ...f.laneRates, [String(n)]: rate } }));
                forget(`laneRates.${n}`);
              }}
            />
          ))}
        </div>
      </section>
      <section className="card settings-section" aria-labelledby="hours-heading">
        <h2 id="hours-heading">{t('staff.settings.hours')}</h2>
        <p className="muted" id="hours-note">
          {t('staff.settings.hoursNote')}
        </p>
        <table className="hours-table" aria-describedby="hours-note">
          <tbody>
            {WEEKDAYS.map((day) => {
              const hours = form.operatingHours[day];
              const label = t('staff.settings.weekday', { weekday: day });
              const opening = dayProblem(day, 'start');
              const closing = dayProblem(day, 'end');
              return (
                <tr key={day}>
                  <th scope="row">{label}</th>
                  <td>
                    <input
                      className="input"
                      type="time"
                      aria-label={t('staff.settings.openingTime', { day: label })}
                      aria-invalid={opening ? true : undefined}
                      aria-describedby={opening ? `${day}-start-problem` : undefined}
                      disabled={hours.closed}
                      value={hours.start}
                      onChange={(e) => setDay(day, { start: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="input"
                      type="time"
                      aria-label={t('staff.settings.closingTime', { day: label })}
                      aria-invalid={closing ? true : undefined}
                      aria-describedby={closing ? `${day}-end-problem` : undefined}
                      disabled={hours.closed}
                      value={hours.end}
                      onChange={(e) => setDay(day, { end: e.target.value })}
                    />
                  </td>
                  <td>
                    <label className="checkbox-field">
                      <input
                        type="checkbox"
                        aria-label={t('staff.settings.dayClosed', { day: label })}
                        checked={hours.closed}
                        onChange={(e) => setDay(day, { closed: e.target.checked })}
                      />
                      <span>{t('staff.settings.closed')}</span>
                    </label>
                  </td>
                  <td className="hours-problem">
                    {opening ? (
                      <small id={`${day}-start-problem`} className="field-problem" role="alert">
                        {opening}
                      </small>
                    ) : null}
                    {closing ? (
                      <small id={`${day}-end-problem`} className="field-problem" role="alert">
                        {closing}
                      </small>
                    ) : null}
                    {!opening && !closing && !hours.closed && closesNextDay(hours) ? (
                      <small className="muted">
                        {t('staff.settings.closesNextMorning', { time: hours.end })}
                      </small>
                    ) : null}
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
        problem={problems.backupCopyFolder}
        onChange={(backupCopyFolder) => update({ backupCopyFolder })}
      />
      <ContactRetentionField
        months={form.contactRetentionMonths}
        readOnly={!admin}
        problem={problems.contactRetentionMonths}
        onChange={(contactRetentionMonths) => update({ contactRetentionMonths })}
      />
      <div className="settings-save-bar">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('staff.settings.saving') : t('staff.settings.save')}
        </button>
        {Object.entries(problems).some(([key]) => !hasOwnField(key)) ? (
          <p className="field-problem" role="alert">
            {Object.entries(problems)
              .filter(([key]) => !hasOwnField(key))
              .map(([, text]) => text)
              .join(' ')}
          </p>
        ) : dirty ? (
          <p className="settings-unsaved" role="status">
            {t('staff.settings.unsaved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
