import { useQuery } from '@tanstack/react-query';
import { leagueMailEndpoints } from '../../../shared/api/leagueMail';
import type { Season } from '../../../shared/api/leagues';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { leagueQueries, useLeagueWrite } from '../../api/queries/leagues';
import { useT } from '../../i18n/I18nProvider';

/**
 * Sends the season's fixtures to the captains (docs/league-nights.md#the-captains-e-mail): how many of the
 * season's captains have an address before, and after, how many were queued and which captains have none.
 */
export function CaptainsMail({ season }: { season: Season }) {
  const t = useT();
  const detail = useQuery(leagueQueries.one(season.leagueId));
  const fixtures = useQuery(leagueQueries.fixtures(season.id));
  const send = useLeagueWrite(() =>
    call(leagueMailEndpoints.captainsMail, { params: { id: season.id }, body: {} }),
  );
  const playing = new Set(fixtures.data?.fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]) ?? []);
  const teams = (detail.data?.divisions ?? []).flatMap((d) => d.teams).filter((team) => playing.has(team.id));
  const withAddress = teams.filter((team) => team.captainEmail !== null).length;
  const result = send.data;
  return (
    <section className="league-captains-mail" aria-labelledby="captains-mail-title">
      <h4 id="captains-mail-title">{t('league.staff.captainsMail.title')}</h4>
      <p>{t('league.staff.captainsMail.addresses', { withAddress, count: teams.length })}</p>
      <button
        type="button"
        className="btn btn-outline"
        disabled={send.isPending || teams.length === 0}
        onClick={() => send.mutate(undefined)}
      >
        {t('league.staff.captainsMail.send')}
      </button>
      {result && (
        <div role="status">
          <p>{t('league.staff.captainsMail.queued', { count: result.queued.length })}</p>
          {result.withoutAddress.length > 0 && (
            <>
              <p>{t('league.staff.captainsMail.without')}</p>
              <ul>
                {result.withoutAddress.map((line) => (
                  <li key={line.teamId}>
                    {t('league.staff.captainsMail.line', { captain: line.captain, team: line.team })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {send.isError && (
        <p role="alert" className="field-problem">
          {errorMessage(send.error, t('league.staff.somethingWrong'))}
        </p>
      )}
    </section>
  );
}
