import { useState } from 'react';
import { leagueEndpoints, type SeasonBody, type SeasonPreview } from '../../../shared/api/leagues';
import { WEEKDAYS } from '../../../shared/api/settings';
import { formatLongDay, formatWeekday } from '../../../shared/i18n/format';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLanes } from '../../api/queries/lanes';
import { useLeagueWrite } from '../../api/queries/leagues';
import { Field } from '../../components/kit/Field';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { ClashList } from './ClashList';
import { laneName } from '../../i18n/numberedNames';

interface SeasonFormState {
  name: string;
  startDate: string;
  weekday: SeasonBody['weekday'];
  startTime: string;
  hours: number;
  lanes: number[];
  skipped: string;
  roundRobin: SeasonBody['roundRobin'];
  handicap: boolean;
  overrideReason: string;
}

const EMPTY: SeasonFormState = {
  name: '',
  startDate: '',
  weekday: 'tuesday',
  startTime: '19:00',
  hours: 3,
  lanes: [],
  skipped: '',
  roundRobin: 'double',
  handicap: false,
  overrideReason: '',
};

export function seasonBody(f: SeasonFormState): SeasonBody {
  return {
    name: f.name,
    startDate: f.startDate,
    weekday: f.weekday,
    startTime: f.startTime,
    durationMinutes: Math.round(f.hours * 60),
    lanes: f.lanes,
    skippedDates: f.skipped
      .split(/[\s,]+/)
      .map((d) => d.trim())
      .filter(Boolean),
    handicap: f.handicap,
    roundRobin: f.roundRobin,
    ...(f.overrideReason.trim() ? { overrideReason: f.overrideReason.trim() } : {}),
  };
}

/**
 * A new season: its weekly night, lanes, dates and draw. "Check the calendar" is the dry run — the nights
 * and every clash with a booking, nothing saved; saving while clashes remain needs a reason, and any
 * refusal is the server's sentence.
 */
export function SeasonForm({ leagueId }: { leagueId: string }) {
  const t = useT();
  const language = useLanguage();
  const lanes = useLanes();
  const [form, setForm] = useState<SeasonFormState>(EMPTY);
  const [preview, setPreview] = useState<SeasonPreview | null>(null);
  const set = (patch: Partial<SeasonFormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (!('overrideReason' in patch)) setPreview(null);
  };
  const check = useLeagueWrite((f: SeasonFormState) =>
    call(leagueEndpoints.previewSeason, { params: { id: leagueId }, body: seasonBody(f) }),
  );
  const save = useLeagueWrite((f: SeasonFormState) =>
    call(leagueEndpoints.createSeason, { params: { id: leagueId }, body: seasonBody(f) }),
  );
  const failed = save.isError ? save.error : check.isError ? check.error : null;
  return (
    <form
      className="card league-form"
      aria-labelledby="new-season"
      onSubmit={(e) => {
        e.preventDefault();
        check.reset();
        save.mutate(form, {
          onSuccess: () => {
            setForm(EMPTY);
            setPreview(null);
          },
        });
      }}
    >
      <h3 id="new-season">{t('league.staff.newSeason')}</h3>
      <div className="league-form__row">
        <Field label={t('league.staff.seasonName')}>
          {(id) => <input id={id} value={form.name} onChange={(e) => set({ name: e.target.value })} />}
        </Field>
        <Field label={t('league.staff.startDate')}>
          {(id) => (
            <input
              id={id}
              type="date"
              value={form.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('league.staff.weekday')}>
          {(id) => (
            <select
              id={id}
              value={form.weekday}
              onChange={(e) => set({ weekday: WEEKDAYS.find((d) => d === e.target.value) ?? 'tuesday' })}
            >
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={d}>
                  {formatWeekday(i, language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('league.staff.startTime')}>
          {(id) => (
            <input
              id={id}
              type="time"
              value={form.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('league.staff.hours')}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={0.5}
              max={8}
              step={0.5}
              value={form.hours}
              onChange={(e) => set({ hours: Number(e.target.value) })}
            />
          )}
        </Field>
      </div>
      <fieldset className="league-lanes">
        <legend>{t('league.staff.lanes')}</legend>
        {lanes.data?.map((lane) => (
          <label key={lane.id} className="league-form__check">
            <input
              type="checkbox"
              checked={form.lanes.includes(lane.id)}
              onChange={(e) =>
                set({
                  lanes: e.target.checked
                    ? [...form.lanes, lane.id].sort((a, b) => a - b)
                    : form.lanes.filter((l) => l !== lane.id),
                })
              }
            />
            {laneName(t, lane)}
          </label>
        ))}
      </fieldset>
      <div className="league-form__row">
        <Field label={t('league.staff.skippedDates')}>
          {(id) => <input id={id} value={form.skipped} onChange={(e) => set({ skipped: e.target.value })} />}
        </Field>
        <Field label={t('league.staff.roundRobin')}>
          {(id) => (
            <select
              id={id}
              value={form.roundRobin}
              onChange={(e) => set({ roundRobin: e.target.value === 'single' ? 'single' : 'double' })}
            >
              <option value="single">{t('league.staff.roundRobin.single')}</option>
              <option value="double">{t('league.staff.roundRobin.double')}</option>
            </select>
          )}
        </Field>
      </div>
      <label className="league-form__check">
        <input
          type="checkbox"
          checked={form.handicap}
          onChange={(e) => set({ handicap: e.target.checked })}
        />
        {t('league.staff.handicap')}
      </label>
      {preview && (
        <div className="league-preview" aria-live="polite">
          {preview.nights.length > 0 && (
            <p>
              {t('league.staff.preview', {
                weeks: preview.weeks,
                first: formatLongDay(preview.nights[0]?.date ?? '', language),
                last: formatLongDay(preview.nights.at(-1)?.date ?? '', language),
              })}
            </p>
          )}
          {preview.clashes.length === 0 ? (
            <p>{t('league.staff.noClashes')}</p>
          ) : (
            <ClashList clashes={preview.clashes} />
          )}
        </div>
      )}
      {(preview?.clashes.length ?? 0) > 0 || save.isError ? (
        <Field label={t('league.staff.overrideReason')} hint={t('league.staff.overrideHint')}>
          {(id, describedBy) => (
            <input
              id={id}
              aria-describedby={describedBy}
              value={form.overrideReason}
              onChange={(e) => set({ overrideReason: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {failed !== null && (
        <p role="alert" className="field-problem">
          {errorMessage(failed, t('league.staff.somethingWrong'))}
        </p>
      )}
      <div className="league-form__actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={check.isPending}
          onClick={() => {
            save.reset();
            check.mutate(form, { onSuccess: setPreview });
          }}
        >
          {t('league.staff.checkClashes')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('league.staff.saveSeason')}
        </button>
      </div>
    </form>
  );
}
