import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { League, LeagueFixture, Season } from '../../../shared/api/leagues';
import { formatLongDay } from '../../../shared/i18n/format';
import { leagueQueries } from '../../api/queries/leagues';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { groupByWeek } from '../league-public/WeekList';
import { FixtureEditor, type EditorMode } from './FixtureEditor';

const MODES: readonly EditorMode[] = ['result', 'walkover', 'postpone', 'history'];
const MODE_LABEL = {
  result: 'league.staff.enterResult',
  walkover: 'league.staff.walkover',
  postpone: 'league.staff.postpone',
  history: 'league.staff.history',
} as const;

/** The season's fixtures by week; each can have its result entered or corrected, a walkover, a new date. */
export function StaffFixtures({ season, league }: { season: Season; league: League }) {
  const t = useT();
  const language = useLanguage();
  const fixtures = useQuery(leagueQueries.fixtures(season.id));
  const [open, setOpen] = useState<{ id: string; mode: EditorMode } | null>(null);
  return (
    <ol className="league-weeks">
      {groupByWeek(fixtures.data?.fixtures ?? []).map(([week, list]) => (
        <li key={week}>
          <h4>{t('league.weekOn', { week, date: formatLongDay(list[0]?.date ?? '', language) })}</h4>
          <ul className="league-fixtures">
            {list.map((f) => (
              <li key={f.id} className="league-staff-fixture" aria-label={label(t, f)}>
                <div className="league-staff-fixture__line">
                  <span>{f.home}</span>
                  <strong>
                    {f.status === 'played' || f.status === 'walkover'
                      ? t('league.score', { home: f.homeGames, away: f.awayGames })
                      : t('league.versus')}
                  </strong>
                  <span>{f.away}</span>
                  <span className="muted">
                    {t(`league.status.${f.status}`)}
                    {f.movedTo
                      ? ` · ${t('league.staff.movedTo', { date: formatLongDay(f.movedTo, language) })}`
                      : ''}
                  </span>
                  <span className="league-staff-fixture__actions">
                    {MODES.map((mode) => (
                      <button
                        key={mode}
                        type="button"
                        className="btn btn-outline btn-small"
                        aria-pressed={open?.id === f.id && open.mode === mode}
                        onClick={() =>
                          setOpen(open?.id === f.id && open.mode === mode ? null : { id: f.id, mode })
                        }
                      >
                        {t(MODE_LABEL[mode])}
                      </button>
                    ))}
                  </span>
                </div>
                {open?.id === f.id && (
                  <FixtureEditor fixture={f} league={league} mode={open.mode} onDone={() => setOpen(null)} />
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function label(t: ReturnType<typeof useT>, f: LeagueFixture): string {
  return t('league.staff.fixtureLabel', { home: f.home, away: f.away });
}
