import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { hubEndpoints } from '../../../shared/group/headOfficeApi';
import type { GroupGameResult } from '../../../shared/group/groupLeague';
import { call } from '../../../renderer/api/call';
import { errorMessage } from '../../../renderer/api/errors';
import { useT } from '../../../renderer/i18n/I18nProvider';

/**
 * Head office's correction of a result: every game's legs and why. It corrects head office's current version
 * (the server's rule); the venue that hosted the fixture is told, with who corrected it and why.
 */
export function CorrectResult(props: {
  leagueId: string;
  fixtureId: string;
  home: string;
  away: string;
  games: readonly GroupGameResult[];
  onDone: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const [games, setGames] = useState(props.games.map((g) => ({ ...g })));
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: () =>
      call(hubEndpoints.groupLeague.correct, {
        params: { leagueId: props.leagueId, fixtureId: props.fixtureId },
        body: { games, reason },
      }),
    onSuccess: () => {
      props.onDone();
      props.onClose();
    },
  });
  const setLegs = (i: number, side: 'homeLegs' | 'awayLegs', value: number) =>
    setGames(games.map((g, j) => (j === i ? { ...g, [side]: Math.max(0, value) } : g)));
  const title = t('hub.league.correct', { home: props.home, away: props.away });
  return (
    <form
      className="card form"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h4>{title}</h4>
      {games.map((g, i) => (
        <fieldset key={g.gameNumber}>
          <legend>{t('hub.league.game', { number: g.gameNumber })}</legend>
          <label>
            {t('hub.league.homeLegs')}
            <input
              type="number"
              min={0}
              value={g.homeLegs}
              onChange={(e) => setLegs(i, 'homeLegs', Number(e.target.value))}
            />
          </label>
          <label>
            {t('hub.league.awayLegs')}
            <input
              type="number"
              min={0}
              value={g.awayLegs}
              onChange={(e) => setLegs(i, 'awayLegs', Number(e.target.value))}
            />
          </label>
        </fieldset>
      ))}
      <label>
        {t('hub.league.reason')}
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} required />
      </label>
      {save.isError ? <p role="alert">{errorMessage(save.error, t('hub.leagues.failed'))}</p> : null}
      <div className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('hub.league.saveCorrection')}
        </button>
        <button type="button" onClick={props.onClose}>
          {t('hub.league.cancel')}
        </button>
      </div>
    </form>
  );
}
