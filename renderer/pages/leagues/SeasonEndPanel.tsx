import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { leagueSeasonEndEndpoints } from '../../../shared/api/leagueSeasonEnd';
import type { Season } from '../../../shared/api/leagues';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { leagueQueries, useLeagueWrite } from '../../api/queries/leagues';
import { Field } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';

/**
 * The season's end: the promotion and relegation proposed from the final tables for N teams up and down,
 * staff's confirmation (the teams move into their divisions for the next season), and the season as CSV.
 */
export function SeasonEndPanel({ season }: { season: Season }) {
  const t = useT();
  const [count, setCount] = useState(1);
  const end = useQuery(leagueQueries.seasonEnd(season.id, count));
  const confirm = useLeagueWrite(() =>
    call(leagueSeasonEndEndpoints.confirmSeasonEnd, { params: { id: season.id }, body: { count } }),
  );
  const data = end.data;
  return (
    <div className="league-season-end">
      <Field label={t('league.staff.moveCount')}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            max={20}
            value={count}
            onChange={(e) => setCount(Math.max(1, Number(e.target.value) || 1))}
          />
        )}
      </Field>
      {data && data.unplayed > 0 && <p>{t('league.staff.unplayed', { count: data.unplayed })}</p>}
      {data?.refusal && <p className="field-problem">{data.refusal}</p>}
      {data && data.tables.divisions.length < 2 && <p className="muted">{t('league.staff.noMoves')}</p>}
      <ul>
        {data?.moves.map((m) => (
          <li key={`${m.team} ${m.direction}`}>
            {t(m.direction === 'up' ? 'league.staff.moveUp' : 'league.staff.moveDown', {
              team: m.team,
              place: m.place,
              from: m.from,
              to: m.to,
            })}
          </li>
        ))}
      </ul>
      {data?.notes.map((n) => (
        <p key={n} className="muted">
          {n}
        </p>
      ))}
      {confirm.isError && (
        <p role="alert" className="field-problem">
          {errorMessage(confirm.error, t('league.staff.somethingWrong'))}
        </p>
      )}
      {confirm.isSuccess && <p role="status">{t('league.staff.endConfirmed')}</p>}
      <div className="league-form__actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={confirm.isPending || !data || data.moves.length === 0}
          onClick={() => confirm.mutate(undefined)}
        >
          {t('league.staff.confirmEnd')}
        </button>
        <a
          className="btn btn-outline"
          href={`/api/league-seasons/${encodeURIComponent(season.id)}/export`}
          download
        >
          {t('league.staff.exportCsv')}
        </a>
      </div>
    </div>
  );
}
