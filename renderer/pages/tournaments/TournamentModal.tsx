import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useMutation } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useState } from 'react';
import type { Lane } from '../../../shared/api/lanes';
import type { Settings } from '../../../shared/api/settings';
import {
  MATCH_FORMATS,
  MAX_TOURNAMENT_HOURS,
  MIN_TOURNAMENT_HOURS,
  TOURNAMENT_GAME_MODES,
  TOURNAMENT_TYPES,
  type Tournament,
} from '../../../shared/api/tournaments';
import { tournamentWrites, type TournamentBody } from '../../../shared/api/tournamentWrites';
import { FORMAT_TRAITS } from '../../../shared/tournament/formatTraits';
import { defaultSwissRounds, maxSwissRounds } from '../../../shared/tournament/swiss';
import { laneDisplayName } from '../../../shared/booking/slots';
import { Select } from '../../components/kit/Select';
import {
  CLOSED_DAY_NOTE,
  defaultStartTime,
  tournamentDateChoices,
  tournamentStartTimes,
} from '../../../shared/tournament/startChoices';
import {
  addFormPlayer,
  tournamentFormProblem,
  TOURNAMENT_TOASTS,
} from '../../../shared/tournament/validation';
import { clockTimeOf, venueDateOf, venueInstant } from '../../../shared/time/venueTime';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { humanize, laneSelectable } from './tournamentsView';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tournament being edited; null to create one. */
  editing: Tournament | null;
  lanes: Lane[];
  settings: Settings;
  onSaved: () => void;
}

/** The Setup Tournament modal (docs/behaviour.md#the-tournaments-page), for creating or editing. */
export function TournamentModal({ open, onOpenChange, editing, lanes, settings, onSaved }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame title="Setup Tournament">
        {open && (
          <TournamentForm
            key={editing?.id ?? 'new'}
            editing={editing}
            lanes={lanes}
            settings={settings}
            onSaved={() => {
              onOpenChange(false);
              onSaved();
            }}
          />
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

function TournamentForm({ editing, lanes, settings, onSaved }: Omit<Props, 'open' | 'onOpenChange'>) {
  const zone = settings.timezone;
  const today = venueDateOf(new Date(), zone);
  const dates = tournamentDateChoices(today, settings.operatingHours);
  const [name, setName] = useState(editing?.name ?? '');
  const [type, setType] = useState(editing?.type ?? TOURNAMENT_TYPES[0]);
  const [gameMode, setGameMode] = useState(editing?.gameMode ?? TOURNAMENT_GAME_MODES[0]);
  const [matchFormat, setMatchFormat] = useState(editing?.matchFormat ?? MATCH_FORMATS[0]);
  const [duration, setDuration] = useState(editing?.duration ?? 2);
  const [selectedLanes, setSelectedLanes] = useState<number[]>(editing?.selectedLanes ?? []);
  const [players, setPlayers] = useState<string[]>(editing?.players ?? []);
  const [newPlayer, setNewPlayer] = useState('');
  // The options the chosen format asks for: the Swiss rounds (0 = the default for the field), double
  // elimination's reset.
  const [swissRounds, setSwissRounds] = useState(editing?.bracket?.swissRounds ?? 0);
  const [grandFinalReset, setGrandFinalReset] = useState(editing?.bracket?.grandFinalReset ?? true);
  const [date, setDate] = useState(editing?.scheduledDate ? venueDateOf(editing.scheduledDate, zone) : today);
  const weekday = dates.find((d) => d.date === date)?.weekday;
  const times = tournamentStartTimes(weekday ? settings.operatingHours[weekday] : null);
  const [time, setTime] = useState(
    editing?.scheduledDate ? clockTimeOf(editing.scheduledDate, zone) : defaultStartTime(times),
  );
  // An active tournament cannot have its lanes or players changed.
  const locked = editing?.status === 'active';
  const asks = FORMAT_TRAITS[type].setup;

  const save = useMutation({
    mutationFn: (body: TournamentBody) =>
      editing
        ? call(tournamentWrites.update, { params: { id: editing.id }, body })
        : call(tournamentWrites.create, { body }),
    onSuccess: () => {
      toast({ title: editing ? TOURNAMENT_TOASTS.updated : TOURNAMENT_TOASTS.created, variant: 'success' });
      onSaved();
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(
          err,
          editing ? TOURNAMENT_TOASTS.updateFailed : TOURNAMENT_TOASTS.createFailed,
        ),
        variant: 'destructive',
      }),
  });

  const submit = () => {
    const problem = tournamentFormProblem({ name, players, selectedLanes });
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    save.mutate({
      name: name.trim(),
      type,
      gameMode,
      matchFormat,
      duration,
      selectedLanes,
      players,
      scheduledDate: venueInstant(date, time, zone).toISOString(),
      ...(asks.includes('swissRounds') && swissRounds > 0 ? { swissRounds } : {}),
      ...(asks.includes('grandFinalReset') ? { grandFinalReset } : {}),
    });
  };
  const dateLabel = (d: string) => DateTime.fromISO(d).toFormat('ccc d LLL yyyy');

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="field">
        Tournament name
        <input className="input" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <div className="form-row">
        <Select
          label="Type"
          value={type}
          choices={TOURNAMENT_TYPES.map((v) => ({ value: v, label: humanize(v) }))}
          onChange={setType}
        />
        {asks.includes('swissRounds') && (
          <label className="field">
            Swiss rounds
            <select value={swissRounds} onChange={(e) => setSwissRounds(Number(e.target.value))}>
              <option value={0}>Auto ({defaultSwissRounds(Math.max(players.length, 2))})</option>
              {Array.from({ length: maxSwissRounds(Math.max(players.length, 2)) }, (_, i) => i + 1).map(
                (r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ),
              )}
            </select>
          </label>
        )}
        {asks.includes('grandFinalReset') && (
          <label className="field checkbox-field">
            <input
              type="checkbox"
              checked={grandFinalReset}
              onChange={(e) => setGrandFinalReset(e.target.checked)}
            />
            Grand final reset
          </label>
        )}
        <Select
          label="Game mode"
          value={gameMode}
          choices={TOURNAMENT_GAME_MODES.map((v) => ({ value: v, label: v }))}
          onChange={setGameMode}
        />
        <Select
          label="Match format"
          value={matchFormat}
          choices={MATCH_FORMATS.map((v) => ({ value: v, label: humanize(v) }))}
          onChange={setMatchFormat}
        />
        <label className="field">
          Duration (hours)
          <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
            {Array.from({ length: MAX_TOURNAMENT_HOURS - MIN_TOURNAMENT_HOURS + 1 }, (_, i) => i + 1).map(
              (h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ),
            )}
          </select>
        </label>
        <label className="field">
          Date
          <select
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              const day = dates.find((d) => d.date === e.target.value)?.weekday;
              const next = tournamentStartTimes(day ? settings.operatingHours[day] : null);
              if (!next.includes(time)) setTime(defaultStartTime(next));
            }}
          >
            {dates.map((d) => (
              <option key={d.date} value={d.date}>
                {dateLabel(d.date)}
                {d.closed ? ` ${CLOSED_DAY_NOTE}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Time
          <select value={time} onChange={(e) => setTime(e.target.value)}>
            {(times.includes(time) ? times : [time, ...times]).map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="field lane-picks" disabled={locked}>
        <legend>Lanes</legend>
        {lanes.map((lane) => (
          <label key={lane.id} className="lane-pick">
            <input
              type="checkbox"
              checked={selectedLanes.includes(lane.id)}
              disabled={!laneSelectable(lane)}
              onChange={(e) =>
                setSelectedLanes((list) =>
                  e.target.checked ? [...list, lane.id] : list.filter((id) => id !== lane.id),
                )
              }
            />
            {laneDisplayName(lane)}
            {!laneSelectable(lane) && <span className="muted"> ({lane.status})</span>}
          </label>
        ))}
      </fieldset>
      <fieldset className="field" disabled={locked}>
        <legend>Players ({players.length})</legend>
        <div className="add-player">
          <input
            className="input"
            placeholder="Player name"
            aria-label="Player name"
            value={newPlayer}
            onChange={(e) => setNewPlayer(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && newPlayer.trim() !== '') {
                e.preventDefault();
                setPlayers((list) => addFormPlayer(list, newPlayer));
                setNewPlayer('');
              }
            }}
          />
          <button
            type="button"
            className="btn btn-outline"
            disabled={newPlayer.trim() === ''}
            onClick={() => {
              setPlayers((list) => addFormPlayer(list, newPlayer));
              setNewPlayer('');
            }}
          >
            Add Player
          </button>
        </div>
        <ul className="player-chips">
          {players.map((p) => (
            <li key={p}>
              {p}
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={`Remove ${p}`}
                onClick={() => setPlayers((list) => list.filter((x) => x !== p))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="dialog-actions">
        <CloseButton />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {editing ? 'Update Tournament' : 'Create Tournament'}
        </button>
      </div>
    </form>
  );
}
