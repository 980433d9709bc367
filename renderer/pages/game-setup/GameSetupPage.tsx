import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { sessionFits } from '../../../shared/lanes/availability';
import {
  DEFAULT_PLAYER_COUNT,
  DEFAULT_SESSION_HOURS,
  gameSetupRequest,
  resizeHidden,
  resizeNames,
  SETUP_MAX_PLAYERS,
  SETUP_NO_PLAYERS,
} from '../../../shared/lanes/startSession';
import { errorMessage } from '../../api/errors';
import { ApiError } from '../../api/errors';
import { useNow } from '../../components/kit/useNow';
import { useActivateReservation, useStaffLane, useStartSession } from '../../api/queries/lanes';
import { DurationSelect, PlayerCountSelect, PlayerNameInputs } from '../../components/lane/SessionFields';
import type { Translate } from '../../i18n/i18nContext';
import { useT } from '../../i18n/i18nContext';
import { toast } from '../../stores/toasts';
import './gameSetup.css';

/** Start failures (docs/behaviour.md#exact-texts): 404, 409 RESERVATION_CONFLICT, anything else. */
function startFailure(err: unknown, t: Translate): { title: string; description: string } {
  if (err instanceof ApiError && err.status === 404)
    return { title: t('tournaments.setup.laneNotFound'), description: err.message };
  if (err instanceof ApiError && err.code === 'RESERVATION_CONFLICT') {
    return {
      title: t('tournaments.setup.startFailed'),
      description: err.message || t('tournaments.setup.conflict'),
    };
  }
  const message = err instanceof ApiError && err.message ? err.message : null;
  return {
    title: t('tournaments.setup.startFailed'),
    description: message ?? t('tournaments.setup.tryAgain'),
  };
}

/** 'Cannot start 2 hour game - not enough time before next reservation' ('30 minute' under an hour). */
function notEnoughTime(t: Translate, hours: number): string {
  return t(
    'tournaments.setup.notEnoughTime',
    hours < 1 ? { minutes: Math.round(hours * 60), hours } : { minutes: 'none', hours },
  );
}

/**
 * Game setup (/game-setup/{laneId}). Whether the chosen length fits is decided by the same shared rule the
 * server refuses with, re-derived from the lane's next reservation on this screen's clock.
 */
export default function GameSetupPage() {
  const t = useT();
  const laneId = Number(useParams().laneId);
  const lane = useStaffLane(laneId);
  const now = useNow();
  const navigate = useNavigate();
  const start = useStartSession();
  const activate = useActivateReservation();
  const [names, setNames] = useState(() => resizeNames([], DEFAULT_PLAYER_COUNT));
  // Each player's 'Hide from leaderboard' tick, sent with the start.
  const [hidden, setHidden] = useState(() => resizeHidden([], DEFAULT_PLAYER_COUNT));
  const [hours, setHours] = useState(DEFAULT_SESSION_HOURS);
  const [problem, setProblem] = useState<string | null>(null);

  if (lane.isPending) return <p className="page-loading">{t('tournaments.setup.loading')}</p>;
  if (!lane.data) {
    return (
      <section className="page game-setup">
        <h2>{t('tournaments.setup.laneNotFound')}</h2>
        <Link className="btn btn-outline" to="/dashboard">
          {t('tournaments.backToDashboard')}
        </Link>
      </section>
    );
  }
  const current = lane.data;
  if (current.status !== 'available') {
    return (
      <section className="page game-setup">
        <div className="card game-setup-card">
          <h2>{t('tournaments.setup.notAvailable')}</h2>
          <p>
            {t('tournaments.setup.isCurrently', { number: current.number })}{' '}
            <strong>{t('tournaments.setup.laneStatus', { status: current.status })}</strong>.
          </p>
          <div className="dialog-actions">
            <Link className="btn btn-outline" to="/dashboard">
              {t('tournaments.backToDashboard')}
            </Link>
            {current.status === 'reserved' ? (
              // 'Start Early' on a reserved card lands here: the booked customers start by activating it.
              <button
                type="button"
                className="btn btn-primary"
                disabled={activate.isPending}
                onClick={() =>
                  activate.mutate(
                    { laneId: current.id, body: {} },
                    {
                      onSuccess: (lane) => navigate(`/player-interface/${lane.id}`),
                      onError: (err) =>
                        toast({
                          title: t('tournaments.setup.activateFailed'),
                          description: errorMessage(err, t('tournaments.setup.activateFailed')),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {t('tournaments.setup.activate')}
              </button>
            ) : null}
          </div>
        </div>
      </section>
    );
  }

  const fits = sessionFits(current.nextReservation, hours * 60, now);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const check = gameSetupRequest(names, hours, hidden);
    if (!check.ok) {
      setProblem(check.message === SETUP_NO_PLAYERS ? t('tournaments.setup.noPlayers') : check.message);
      return;
    }
    setProblem(null);
    start.mutate(
      { laneId: current.id, body: check.body },
      {
        onSuccess: (started) => {
          toast({
            title: t('tournaments.setup.started'),
            description: t('tournaments.setup.ready', { number: started.number, count: started.playerCount }),
            variant: 'success',
          });
          navigate(`/player-interface/${started.id}`);
        },
        onError: (err) => {
          const failure = startFailure(err, t);
          setProblem(failure.description);
          toast({ ...failure, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section className="page game-setup">
      <form className="card game-setup-card" onSubmit={submit}>
        <h2>{t('tournaments.setup.heading', { number: current.number })}</h2>
        <PlayerCountSelect
          names={names}
          max={SETUP_MAX_PLAYERS}
          onChange={(resized) => {
            setNames(resized);
            setHidden(resizeHidden(hidden, resized.length));
          }}
        />
        <PlayerNameInputs names={names} onChange={setNames} hidden={hidden} onHiddenChange={setHidden} />
        <DurationSelect label={t('tournaments.setup.hireDuration')} hours={hours} onChange={setHours} />
        {!fits ? (
          <p className="game-setup-warning" role="status">
            {notEnoughTime(t, hours)}
          </p>
        ) : null}
        {problem ? (
          <p className="game-setup-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Link className="btn btn-outline" to="/dashboard">
            {t('tournaments.setup.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={!fits || start.isPending}>
            {!fits
              ? t('tournaments.setup.tooShort')
              : start.isPending
                ? t('tournaments.setup.starting')
                : t('tournaments.setup.start')}
          </button>
        </div>
      </form>
    </section>
  );
}
