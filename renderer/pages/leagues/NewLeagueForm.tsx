import { useState } from 'react';
import { leagueEndpoints } from '../../../shared/api/leagues';
import { POINTS_SCHEMES } from '../../../shared/league/points';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLeagueWrite } from '../../api/queries/leagues';
import { Field } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';
import { GameRows } from './GameRows';
import { BEST_OF_CHOICES, EMPTY_LEAGUE, leagueBody, MODE_CHOICES, type LeagueForm } from './leagueForm';
import { useModeLabel } from './useModeLabel';

const POINTS_LABEL = {
  '3-1-0': 'league.staff.points.310',
  '2-1-0': 'league.staff.points.210',
  'per-game': 'league.staff.points.perGame',
} as const;

/** A new league: singles (best of N legs) or teams (an ordered list of games), and its points scheme. */
export function NewLeagueForm({ onCreated }: { onCreated: (id: string) => void }) {
  const t = useT();
  const modeLabel = useModeLabel();
  const [form, setForm] = useState<LeagueForm>(EMPTY_LEAGUE);
  const create = useLeagueWrite((f: LeagueForm) => call(leagueEndpoints.create, { body: leagueBody(f) }));
  const set = (patch: Partial<LeagueForm>) => setForm((f) => ({ ...f, ...patch }));
  return (
    <form
      className="card league-form"
      aria-labelledby="new-league"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(form, { onSuccess: (league) => onCreated(league.id) });
      }}
    >
      <h3 id="new-league">{t('league.staff.newLeague')}</h3>
      <div className="league-form__row">
        <Field label={t('league.staff.name')}>
          {(id) => <input id={id} value={form.name} onChange={(e) => set({ name: e.target.value })} />}
        </Field>
        <Field label={t('league.staff.kind')}>
          {(id) => (
            <select
              id={id}
              value={form.kind}
              onChange={(e) => set({ kind: e.target.value === 'team' ? 'team' : 'singles' })}
            >
              <option value="singles">{t('league.staff.kind.singles')}</option>
              <option value="team">{t('league.staff.kind.team')}</option>
            </select>
          )}
        </Field>
        <Field label={t('league.staff.pointsScheme')}>
          {(id) => (
            <select
              id={id}
              value={form.pointsScheme}
              onChange={(e) =>
                set({ pointsScheme: POINTS_SCHEMES.find((p) => p === e.target.value) ?? '3-1-0' })
              }
            >
              {POINTS_SCHEMES.map((p) => (
                <option key={p} value={p}>
                  {t(POINTS_LABEL[p])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {form.kind === 'singles' ? (
        <div className="league-form__row">
          <Field label={t('league.staff.bestOf')}>
            {(id) => (
              <select id={id} value={form.bestOf} onChange={(e) => set({ bestOf: Number(e.target.value) })}>
                {BEST_OF_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('league.staff.mode')}>
            {(id) => (
              <select
                id={id}
                value={form.mode}
                onChange={(e) => set({ mode: MODE_CHOICES.find((m) => m === e.target.value) ?? '501' })}
              >
                {MODE_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {modeLabel(m)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : (
        <GameRows games={form.games} onChange={(games) => set({ games })} />
      )}
      <label className="league-form__check">
        <input
          type="checkbox"
          checked={form.doubleOut}
          onChange={(e) => set({ doubleOut: e.target.checked })}
        />
        {t('league.staff.doubleOut')}
      </label>
      {create.isError && (
        <p role="alert" className="field-problem">
          {errorMessage(create.error, t('league.staff.somethingWrong'))}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {t('league.staff.createLeague')}
      </button>
    </form>
  );
}
