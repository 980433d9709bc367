import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { leagueNightEndpoints } from '../../../shared/api/leagueNights';
import type { League, LeagueFixture } from '../../../shared/api/leagues';
import { formatDateTime } from '../../../shared/i18n/format';
import { gamesOf } from '../../../shared/league/matchFormat';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { leagueQueries, useLeagueWrite } from '../../api/queries/leagues';
import { useSettings } from '../../api/queries/settings';
import { Field } from '../../components/kit/Field';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { ClashFreeHint } from './ClashFreeHint';

export type EditorMode = 'result' | 'walkover' | 'postpone' | 'history';

/**
 * One fixture's staff change: its result (every game's legs), a walkover, a new date (checked against the
 * calendar like a season), or its audit. Each change needs a reason; a refusal is the server's sentence.
 */
export function FixtureEditor({
  fixture,
  league,
  mode,
  onDone,
}: {
  fixture: LeagueFixture;
  league: League;
  mode: EditorMode;
  onDone: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [legs, setLegs] = useState(() =>
    fixture.games.map((g) => ({ homeLegs: g.homeLegs, awayLegs: g.awayLegs })),
  );
  const [winner, setWinner] = useState<'home' | 'away'>('home');
  const [date, setDate] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const write = useLeagueWrite(async () => {
    const params = { id: fixture.id };
    if (mode === 'result')
      return call(leagueNightEndpoints.correct, { params, body: { games: legs, reason } });
    if (mode === 'walkover') return call(leagueNightEndpoints.walkover, { params, body: { winner, reason } });
    return call(leagueNightEndpoints.postpone, {
      params,
      body: { date, reason, ...(overrideReason.trim() ? { overrideReason: overrideReason.trim() } : {}) },
    });
  });
  if (mode === 'history') return <Corrections fixtureId={fixture.id} />;
  const gameCount = gamesOf(league.format).length;
  return (
    <form
      className="league-fixture-editor"
      onSubmit={(e) => {
        e.preventDefault();
        write.mutate(undefined, { onSuccess: onDone });
      }}
    >
      {mode === 'result' &&
        Array.from({ length: gameCount }, (_, i) => (
          <div key={i} className="league-form__row">
            <span className="league-games__n">{t('league.staff.gameN', { n: i + 1 })}</span>
            {(['homeLegs', 'awayLegs'] as const).map((side) => (
              <input
                key={side}
                type="number"
                min={0}
                max={21}
                aria-label={t(side === 'homeLegs' ? 'league.staff.homeLegs' : 'league.staff.awayLegs', {
                  team: side === 'homeLegs' ? fixture.home : fixture.away,
                  n: i + 1,
                })}
                value={legs[i]?.[side] ?? 0}
                onChange={(e) =>
                  setLegs((all) =>
                    Array.from({ length: gameCount }, (_, j) => {
                      const g = all[j] ?? { homeLegs: 0, awayLegs: 0 };
                      return j === i ? { ...g, [side]: Number(e.target.value) } : g;
                    }),
                  )
                }
              />
            ))}
          </div>
        ))}
      {mode === 'walkover' && (
        <Field label={t('league.staff.winner')}>
          {(id) => (
            <select
              id={id}
              value={winner}
              onChange={(e) => setWinner(e.target.value === 'away' ? 'away' : 'home')}
            >
              <option value="home">{fixture.home}</option>
              <option value="away">{fixture.away}</option>
            </select>
          )}
        </Field>
      )}
      {mode === 'postpone' && (
        <>
          <Field label={t('league.staff.newDate')}>
            {(id) => <input id={id} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
          </Field>
          <Field label={t('league.staff.overrideReason')} hint={<ClashFreeHint />}>
            {(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                value={overrideReason}
                onChange={(e) => setOverrideReason(e.target.value)}
              />
            )}
          </Field>
        </>
      )}
      <Field label={t('league.staff.reason')}>
        {(id) => <input id={id} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      {write.isError && (
        <p role="alert" className="field-problem">
          {errorMessage(write.error, t('league.staff.somethingWrong'))}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-small" disabled={write.isPending}>
        {t(
          mode === 'result'
            ? 'league.staff.saveResult'
            : mode === 'walkover'
              ? 'league.staff.recordWalkover'
              : 'league.staff.postponeTo',
        )}
      </button>
    </form>
  );
}

/** The fixture's audit: who changed it, when, why, and its scores before and after. */
function Corrections({ fixtureId }: { fixtureId: string }) {
  const t = useT();
  const language = useLanguage();
  const zone = useSettings().data?.timezone ?? 'UTC';
  const corrections = useQuery(leagueQueries.corrections(fixtureId));
  if (!corrections.data) return null;
  if (corrections.data.length === 0) return <p className="muted">{t('league.staff.noCorrections')}</p>;
  return (
    <ul className="league-corrections">
      {corrections.data.map((c) => (
        <li key={`${c.correctedAt} ${c.reason}`}>
          {t(c.where === 'head office' ? 'league.staff.correctedAtHeadOffice' : 'league.staff.correctedBy', {
            at: formatDateTime(c.correctedAt, zone, language),
            who: c.correctedBy,
            reason: c.reason,
          })}
          <br />
          <span className="muted">
            {t('league.staff.beforeAfter', { before: scoreOf(c.before), after: scoreOf(c.after) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A fixture's state as the audit keeps it (JSON), shortened to its status, date and games' legs. */
export function scoreOf(json: string): string {
  try {
    const s = JSON.parse(json) as { status?: string; date?: string; games?: [number, number][] };
    const games = (s.games ?? []).map(([home, away]) => `${home}-${away}`).join(' ');
    return [s.status, s.date, games].filter(Boolean).join(' ');
  } catch {
    return json;
  }
}
