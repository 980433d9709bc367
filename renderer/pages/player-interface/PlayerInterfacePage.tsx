import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { GameAction } from '../../../shared/darts/types';
import { leagueNightQueries } from '../../api/queries/leagueNight';
import { LoginScreen } from '../../components/LoginScreen';
import { LeagueGameHeading } from '../league-night/LeagueGameHeading';
import { LeagueNightScreen } from '../league-night/LeagueNightScreen';
import { leagueGameOn, showsMatchNight } from '../league-night/nightView';
import { useConnection } from '../../stores/connection';
import { scoringStore, useScoring } from '../../stores/scoringTurn';
import { toast } from '../../stores/toasts';
import { BustMessage } from './BustMessage';
import { DroppedTapsNotice } from '../../components/lane/DroppedTapsNotice';
import { Dartboard } from './Dartboard';
import { GameDialogs } from './GameDialogs';
import { PlayersPanel } from './PlayersPanel';
import { ScoringHeader } from './ScoringHeader';
import { OtherLane } from './OtherLane';
import { MatchHeading, MatchOver, MatchStart, matchIsOver, matchWaitsForStart } from './TournamentMatch';
import { StatsPanel } from './StatsPanel';
import { TurnControls } from './TurnControls';
import { useLaneGame, type LaneGamePhase } from './useLaneGame';
import { TabletI18n } from './TabletI18n';
import { useT } from '../../i18n/I18nProvider';
import { WinFigures } from './WinFigures';
import './playerInterface.css';

/**
 * The scoring screen (docs/behaviour.md#the-scoring-screen) at /player-interface/{laneId}: players, dartboard
 * and turn controls, the session countdown, and the win dialogs. Every tap is applied at once on the tablet
 * with the same engine the server runs, then sent (stores/scoringTurn.ts). Staff, or a tablet paired to this
 * lane, may score; a tablet paired to another lane is told which lane it belongs to; anyone else gets the
 * login screen in place. On a league night a lane with a fixture tonight shows the fixture's card whenever it
 * has no game to score (league-night/LeagueNightScreen.tsx). It speaks the venue's language, or the one its
 * players chose (TabletI18n).
 */
export default function PlayerInterfacePage() {
  const laneId = Number(useParams().laneId);
  // Bound to the lane's game from the first render, while the screen's words load, as it always was.
  const { phase } = useLaneGame(laneId);
  return (
    <TabletI18n laneId={laneId}>
      <ScoringScreen laneId={laneId} phase={phase} />
    </TabletI18n>
  );
}

function ScoringScreen({ laneId, phase }: { laneId: number; phase: LaneGamePhase }) {
  const t = useT();
  const view = useScoring((s) => (s.laneId === laneId ? s.view : null));
  const session = useScoring((s) => s.session);
  const match = useScoring((s) => s.match);
  const gameId = useScoring((s) => s.gameId);
  const matchStart = useScoring((s) => s.matchStart);
  const sync = useScoring((s) => s.status);
  const unsent = useScoring((s) => s.queue.length);
  const socket = useConnection((s) => s.status);
  const mayRead = phase !== 'signIn' && phase !== 'otherLane';
  const night = useQuery({ ...leagueNightQueries.lane(laneId), enabled: mayRead && laneId > 0 });

  if (phase === 'signIn') return <LoginScreen variant="gate" />;
  if (phase === 'otherLane') return <OtherLane />;
  const gameWon = view !== null && view.matchWinner !== null;
  if (night.data && showsMatchNight({ night: night.data, noGame: phase === 'noGame', gameId, gameWon }))
    return <LeagueNightScreen laneId={laneId} night={night.data} />;
  if (phase === 'noGame') {
    // The lane's night is still being read: a fixture tonight would show in a moment.
    if (night.isLoading)
      return (
        <p className="page-loading" role="status">
          {t('tablet.loading.game')}
        </p>
      );
    return <NoActiveGame />;
  }
  if (view === null) {
    // With a game saved on this tablet the screen carries on offline; without one it can only wait.
    const text = phase === 'unreachable' ? t('tablet.loading.offline') : t('tablet.loading.game');
    return (
      <p className="page-loading" role="status">
        {text}
      </p>
    );
  }

  const act = (action: GameAction) => {
    const refusal = scoringStore.getState().tap(action);
    if (refusal !== null)
      toast({ title: t('tablet.scoreFailed'), description: refusal, variant: 'destructive' });
  };
  const turnClosed = view.turnOver || view.legWinner !== null;
  const league = leagueGameOn(night.data, gameId);
  if (match && matchIsOver(match, view)) return <MatchOver match={match} state={view} />;
  if (match && matchWaitsForStart(match, view, gameId, matchStart)) {
    return (
      <MatchStart
        key={gameId}
        match={match}
        state={view}
        onStart={(hidden) => scoringStore.getState().startMatch(hidden)}
      />
    );
  }

  return (
    <main className="pi-screen">
      <ScoringHeader
        laneId={laneId}
        session={session}
        mode={view.mode}
        sync={sync}
        unsent={unsent}
        socketDown={socket === 'closed'}
      />
      <DroppedTapsNotice />
      {match ? <MatchHeading match={match} state={view} /> : null}
      {league ? <LeagueGameHeading fixture={league.fixture} game={league.game} /> : null}
      <StatsPanel laneId={laneId} />
      <BustMessage bust={view.bust} />
      <div className="pi-panels">
        <PlayersPanel state={view} />
        <Dartboard disabled={turnClosed} onDart={act} />
        <TurnControls
          laneId={laneId}
          state={view}
          canChangeSettings={unsent === 0 && sync === 'synced'}
          settingsFixed={match !== null}
          onAction={act}
        />
      </div>
      <GameDialogs state={view} onAction={act}>
        <WinFigures laneId={laneId} state={view} />
      </GameDialogs>
    </main>
  );
}

/** The lane is not occupied or has no players. */
function NoActiveGame() {
  const t = useT();
  return (
    <main className="pi-screen pi-empty">
      <DroppedTapsNotice />
      <section className="card pi-empty-card">
        <h1>{t('tablet.noGame.title')}</h1>
        <p className="muted">{t('tablet.noGame.text')}</p>
      </section>
    </main>
  );
}
