import type { PublicLeague } from '../../../shared/api/leaguePublic';
import { useT } from '../../i18n/I18nProvider';

type Row = NonNullable<PublicLeague['season']>['divisions'][number]['table'][number];

/** One division's table: place, team, played, won, drawn, lost, games and legs for–against, points. */
export function LeagueTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
  const t = useT();
  const short = (abbr: string, long: string) => <abbr title={long}>{abbr}</abbr>;
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className="league-table__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="league-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('league.col.place')}</th>
            <th scope="col" className="league-table__team">
              {t('league.col.team')}
            </th>
            <th scope="col">{short(t('league.col.played'), t('league.col.playedLong'))}</th>
            <th scope="col">{short(t('league.col.won'), t('league.col.wonLong'))}</th>
            <th scope="col">{short(t('league.col.drawn'), t('league.col.drawnLong'))}</th>
            <th scope="col">{short(t('league.col.lost'), t('league.col.lostLong'))}</th>
            <th scope="col">{t('league.col.games')}</th>
            <th scope="col">{t('league.col.legs')}</th>
            <th scope="col">{short(t('league.col.points'), t('league.col.pointsLong'))}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.team}>
              <td>{r.place}</td>
              <th scope="row" className="league-table__team">
                {r.team}
              </th>
              <td>{r.played}</td>
              <td>{r.won}</td>
              <td>{r.drawn}</td>
              <td>{r.lost}</td>
              <td>{t('league.forAgainst', { for: r.gamesFor, against: r.gamesAgainst })}</td>
              <td>{t('league.forAgainst', { for: r.legsFor, against: r.legsAgainst })}</td>
              <td className="league-table__points">{r.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
