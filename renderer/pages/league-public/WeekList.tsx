import type { PublicLeague } from '../../../shared/api/leaguePublic';
import { useT } from '../../i18n/I18nProvider';

type Fixture = NonNullable<PublicLeague['season']>['fixtures'][number];

/** Fixtures grouped by week, in week order; a played or walked-over fixture shows its games score. */
export function groupByWeek<F extends { week: number }>(fixtures: readonly F[]): [number, F[]][] {
  const weeks = new Map<number, F[]>();
  for (const f of fixtures) weeks.set(f.week, [...(weeks.get(f.week) ?? []), f]);
  return [...weeks.entries()].sort((a, b) => a[0] - b[0]);
}

export function WeekList({
  fixtures,
  showDivision,
  dayOf,
}: {
  fixtures: readonly Fixture[];
  showDivision: boolean;
  dayOf: (date: string) => string;
}) {
  const t = useT();
  return (
    <ol className="league-weeks">
      {groupByWeek(fixtures).map(([week, list]) => (
        <li key={week}>
          <h3>{t('league.weekOn', { week, date: dayOf(list[0]?.date ?? '') })}</h3>
          <ul className="league-fixtures">
            {list.map((f) => (
              <li key={`${f.division} ${f.home} ${f.away}`} className={`league-fixture is-${f.status}`}>
                <span className="league-fixture__home">{f.home}</span>
                <span className="league-fixture__score">
                  {f.status === 'played' || f.status === 'walkover'
                    ? t('league.score', { home: f.homeGames, away: f.awayGames })
                    : t('league.versus')}
                </span>
                <span className="league-fixture__away">{f.away}</span>
                {f.status !== 'played' && (
                  <span className="league-fixture__status">{t(`league.status.${f.status}`)}</span>
                )}
                {showDivision && <span className="league-fixture__division">{f.division}</span>}
                {f.venue && (
                  <span className="league-fixture__venue">{t('league.venueOf', { venue: f.venue })}</span>
                )}
                {f.corrected && (
                  <span className="league-fixture__corrected">
                    {t('league.correctedBy', {
                      by: f.corrected.by,
                      where: f.corrected.where === 'venue' ? 'venue' : 'office',
                      reason: f.corrected.reason,
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
