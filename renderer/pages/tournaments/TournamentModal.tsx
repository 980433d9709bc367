import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useMutation } from '@tanstack/react-query';
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
import { laneName } from '../../i18n/numberedNames';
import { Select } from '../../components/kit/Select';
import {
  defaultStartTime,
  tournamentDateChoices,
  tournamentStartTimes,
} from '../../../shared/tournament/startChoices';
import { addFormPlayer, tournamentFormProblem } from '../../../shared/tournament/validation';
import { formatShortDay, formatWeekday } from '../../../shared/i18n/format';
import { clockTimeOf, venueDateOf, venueInstant } from '../../../shared/time/venueTime';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useWords } from '../../i18n/words';
import { toast } from '../../stores/toasts';
import { formProblemText } from './problemWords';
import { laneSelectable, matchFormatText, modeText, typeText } from './tournamentsView';

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
  const { t } = useWords();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame title={t('tournaments.form.title')}>
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
  const words = useWords();
  const { t, language } = words;
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
      toast({
        title: editing ? t('tournaments.toast.updated') : t('tournaments.toast.created'),
        variant: 'success',
      });
      onSaved();
    },
    onError: (err) =>
      toast({
        title: t('tournaments.error'),
        description: errorMessage(
          err,
          editing ? t('tournaments.toast.updateFailed') : t('tournaments.toast.createFailed'),
        ),
        variant: 'destructive',
      }),
  });

  const submit = () => {
    const problem = tournamentFormProblem({ name, players, selectedLanes });
    if (problem) {
      toast({
        title: t('tournaments.error'),
        description: formProblemText(words, problem),
        variant: 'destructive',
      });
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
  // 'Fri 27 Nov 2026': the weekday and the day as the screen's language writes them.
  const dateLabel = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, day ?? 1)).getUTCDay();
    return `${formatWeekday(weekday, language)} ${formatShortDay(d, language)}`;
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="field">
        {t('tournaments.form.name')}
        <input className="input" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <div className="form-row">
        <Select
          label={t('tournaments.form.type')}
          value={type}
          choices={TOURNAMENT_TYPES.map((v) => ({ value: v, label: typeText(words, v) }))}
          onChange={setType}
        />
        {asks.includes('swissRounds') && (
          <label className="field">
            {t('tournaments.form.swissRounds')}
            <select value={swissRounds} onChange={(e) => setSwissRounds(Number(e.target.value))}>
              <option value={0}>
                {t('tournaments.form.autoRounds', {
                  rounds: defaultSwissRounds(Math.max(players.length, 2)),
                })}
              </option>
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
            {t('tournaments.form.grandFinalReset')}
          </label>
        )}
        <Select
          label={t('tournaments.form.gameMode')}
          value={gameMode}
          choices={TOURNAMENT_GAME_MODES.map((v) => ({ value: v, label: modeText(words, v) }))}
          onChange={setGameMode}
        />
        <Select
          label={t('tournaments.form.matchFormat')}
          value={matchFormat}
          choices={MATCH_FORMATS.map((v) => ({ value: v, label: matchFormatText(words, v) }))}
          onChange={setMatchFormat}
        />
        <label className="field">
          {t('tournaments.form.durationHours')}
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
          {t('tournaments.form.date')}
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
                {d.closed ? t('tournaments.form.closedDay', { date: dateLabel(d.date) }) : dateLabel(d.date)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('tournaments.form.time')}
          <select value={time} onChange={(e) => setTime(e.target.value)}>
            {(times.includes(time) ? times : [time, ...times]).map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="field lane-picks" disabled={locked}>
        <legend>{t('tournaments.form.lanes')}</legend>
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
            {laneName(t, lane)}
            {!laneSelectable(lane) && (
              <span className="muted"> {t('tournaments.form.laneStatus', { status: lane.status })}</span>
            )}
          </label>
        ))}
      </fieldset>
      <fieldset className="field" disabled={locked}>
        <legend>{t('tournaments.form.players', { count: players.length })}</legend>
        <div className="add-player">
          <input
            className="input"
            placeholder={t('tournaments.form.playerName')}
            aria-label={t('tournaments.form.playerName')}
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
            {t('tournaments.form.addPlayer')}
          </button>
        </div>
        <ul className="player-chips">
          {players.map((p) => (
            <li key={p}>
              {p}
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={t('tournaments.form.remove', { name: p })}
                onClick={() => setPlayers((list) => list.filter((x) => x !== p))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="dialog-actions">
        <CloseButton>{t('tournaments.close')}</CloseButton>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {editing ? t('tournaments.form.update') : t('tournaments.create')}
        </button>
      </div>
    </form>
  );
}
