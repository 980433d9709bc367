import { useState } from 'react';
import type { LaneLeagueNight, NightFixture } from '../../../shared/api/leagueMatchNight';
import { formatLongDay, formatNumber } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { DroppedTapsNotice } from '../../components/lane/DroppedTapsNotice';
import { FixtureGames } from './FixtureGames';
import { LineupForm } from './LineupForm';
import { fixtureScore, lineupOpen, type Side } from './nightView';
import { SignOff } from './SignOff';
import './leagueNight.css';

/**
 * Match night on the lane tablet (docs/league-nights.md#match-night-on-the-lane-tablet): tonight's fixtures
 * of the seasons that use this lane, each as a card — the teams and the games score as games end, whether
 * each captain has entered the order of play, every game with its status and lane and a button that puts a
 * waiting game onto this lane, and the sign-off once every game has its result. A game is then scored on the
 * lane's own scoring screen, which takes over the tablet until the game ends.
 */
export function LeagueNightScreen({ laneId, night }: { laneId: number; night: LaneLeagueNight }) {
  const t = useT();
  const language = useLanguage();
  const [editing, setEditing] = useState<{ fixtureId: string; side: Side } | null>(null);
  const edited = editing ? night.fixtures.find((f) => f.fixture.id === editing.fixtureId) : undefined;
  if (editing && edited && lineupOpen(edited)) {
    return (
      <main className="pi-screen ln-screen">
        <LineupForm laneId={laneId} night={edited} side={editing.side} onDone={() => setEditing(null)} />
      </main>
    );
  }
  return (
    <main className="pi-screen ln-screen">
      <DroppedTapsNotice />
      <header className="ln-header">
        <h1>{t('leagueNight.tonight')}</h1>
        <p className="muted">{formatLongDay(night.date, language)}</p>
      </header>
      {night.fixtures.map((f) => (
        <FixtureCard
          key={f.fixture.id}
          laneId={laneId}
          night={f}
          onLineup={(side) => setEditing({ fixtureId: f.fixture.id, side })}
        />
      ))}
    </main>
  );
}

function FixtureCard({
  laneId,
  night,
  onLineup,
}: {
  laneId: number;
  night: NightFixture;
  onLineup(side: Side): void;
}) {
  const t = useT();
  const language = useLanguage();
  const { fixture } = night;
  const score = fixtureScore(night);
  const titleId = `ln-fixture-${fixture.id}`;
  const open = lineupOpen(night);
  return (
    <article className="card ln-fixture" aria-labelledby={titleId}>
      <p className="muted ln-league">
        {night.leagueName} · {t('leagueNight.fixtureStatus', { status: fixture.status })}
      </p>
      <h2 id={titleId} className="ln-teams">
        {t('leagueNight.tablet.versus', { home: fixture.home, away: fixture.away })}
      </h2>
      <p className="ln-score" data-testid="ln-score">
        {t('leagueNight.tablet.score', {
          home: fixture.home,
          away: fixture.away,
          homeGames: formatNumber(score.home, language),
          awayGames: formatNumber(score.away, language),
        })}
      </p>
      {fixture.status !== 'walkover' && (
        <ul className="ln-lineups">
          {(['home', 'away'] as const).map((side) => {
            const team = side === 'home' ? fixture.home : fixture.away;
            const entered = night.lineups[side];
            return (
              <li key={side} className={entered ? 'ln-lineup ln-lineup-in' : 'ln-lineup'}>
                <span>
                  {entered
                    ? t('leagueNight.tablet.lineupEntered', { team })
                    : t('leagueNight.tablet.lineupMissing', { team })}
                </span>
                {open && (
                  <button type="button" className="btn btn-outline ln-tap" onClick={() => onLineup(side)}>
                    {t('leagueNight.tablet.enterLineup', { team })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FixtureGames laneId={laneId} night={night} />
      {fixture.status === 'played' && <SignOff laneId={laneId} night={night} />}
    </article>
  );
}
