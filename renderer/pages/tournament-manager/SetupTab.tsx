import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  GROUP_KNOCKOUT_HOURS,
  TOURNAMENT_GAME_MODES,
  type Tournament,
} from '../../../shared/api/tournaments';
import {
  ALLOWED_GROUP_COUNTS,
  DEFAULT_GROUP_COUNT,
  DEFAULT_PLAYER_COUNT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  groupShape,
  playersPerGroupFor,
} from '../../../shared/tournament/groupDraw';
import { cleanPlayerNames, groupKnockoutProblem } from '../../../shared/tournament/validation';
import { tournamentWrites } from '../../../shared/api/tournamentWrites';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useWords, type Words } from '../../i18n/words';
import { toast } from '../../stores/toasts';
import { formProblemText } from '../tournaments/problemWords';
import { modeText, typeText } from '../tournaments/tournamentsView';
import { useRefreshTournament, useTournaments } from './managerData';

/** The 'Resume Existing Tournament' dialog: Active and Setup tournaments of every type. */
function ResumeDialog({ onSelect }: { onSelect: (t: Tournament) => void }) {
  const words = useWords();
  const say = words.t;
  const [open, setOpen] = useState(false);
  const tournaments = useTournaments();
  const mine = tournaments.data ?? [];
  const active = mine.filter((t) => t.status === 'active');
  const setup = mine.filter((t) => t.status === 'setup');
  const row = (t: Tournament, button: string) => (
    <li key={t.id} className="resume-row">
      <span>
        <strong>{t.name}</strong>{' '}
        <span className="muted">
          {say('tournaments.resume.facts', { type: typeText(words, t.type), count: t.players.length })}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-primary btn-small"
        onClick={() => {
          setOpen(false);
          onSelect(t);
        }}
      >
        {button}
      </button>
    </li>
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-outline">
          {say('tournaments.resume.open')}
        </button>
      </Dialog.Trigger>
      <DialogFrame title={say('tournaments.resume.open')}>
        {active.length + setup.length === 0 ? (
          <p className="muted">{say('tournaments.resume.none')}</p>
        ) : (
          <>
            {active.length > 0 && <h3>{say('tournaments.resume.active')}</h3>}
            <ul className="resume-list">{active.map((t) => row(t, say('tournaments.resume.resume')))}</ul>
            {setup.length > 0 && <h3>{say('tournaments.resume.setup')}</h3>}
            <ul className="resume-list">{setup.map((t) => row(t, say('tournaments.resume.continue')))}</ul>
          </>
        )}
        <div className="dialog-actions">
          <CloseButton>{say('tournaments.close')}</CloseButton>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

/** Keeps the names typed so far when the player count changes. */
function resize(names: string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => names[i] ?? '');
}

/** '4 groups of 4', '2 groups of 4 and 2 groups of 3': the draw's own sizes, in the screen's language. */
function distribution({ t }: Words, totalPlayers: number, groupCount: number): string {
  const [head = '', ...rest] = groupShape(totalPlayers, groupCount).map((part) =>
    t('tournaments.group.groupsOf', part),
  );
  return rest.reduce((first, second) => t('tournaments.group.and', { first, second }), head);
}

/** Setup: resume an existing tournament, or 'Create Group Knockout Tournament'. */
export function SetupTab({ onSelect }: { onSelect: (t: Tournament) => void }) {
  const words = useWords();
  const { t } = words;
  const [name, setName] = useState('');
  const [gameMode, setGameMode] = useState<string>(TOURNAMENT_GAME_MODES[0]);
  const [groupCount, setGroupCount] = useState<number>(DEFAULT_GROUP_COUNT);
  const [names, setNames] = useState<string[]>(() => resize([], DEFAULT_PLAYER_COUNT));
  const refresh = useRefreshTournament();
  const entered = cleanPlayerNames(names).length;
  const create = useMutation({
    mutationFn: () =>
      call(tournamentWrites.createGroupKnockout, {
        body: {
          tournament: {
            name: name.trim(),
            type: 'group_knockout',
            gameMode,
            matchFormat: 'best_of_3',
            groupCount,
            playersPerGroup: playersPerGroupFor(entered, groupCount),
            duration: GROUP_KNOCKOUT_HOURS,
            scheduledDate: new Date().toISOString(),
          },
          players: cleanPlayerNames(names),
        },
      }),
    onSuccess: ({ tournament }) => {
      toast({
        title: t('tournaments.success'),
        description: t('tournaments.toast.created'),
        variant: 'success',
      });
      refresh(tournament.id);
      onSelect(tournament);
    },
    onError: (err) =>
      toast({
        title: t('tournaments.error'),
        description: errorMessage(err, t('tournaments.toast.createFailed')),
        variant: 'destructive',
      }),
  });

  const submit = () => {
    const problem = groupKnockoutProblem({ name, gameMode, groupCount, players: names });
    if (problem)
      toast({
        title: t('tournaments.error'),
        description: formProblemText(words, problem),
        variant: 'destructive',
      });
    else create.mutate();
  };

  return (
    <div className="setup-tab">
      <div className="card">
        <h2>{t('tournaments.resume.heading')}</h2>
        <ResumeDialog onSelect={onSelect} />
      </div>
      <form
        className="card"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2>{t('tournaments.group.create')}</h2>
        <label className="field">
          {t('tournaments.form.name')}
          <input className="input" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <div className="form-row">
          <label className="field">
            {t('tournaments.form.gameMode')}
            <select value={gameMode} onChange={(e) => setGameMode(e.target.value)}>
              {TOURNAMENT_GAME_MODES.map((m) => (
                <option key={m} value={m}>
                  {modeText(words, m)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('tournaments.group.totalPlayers')}
            <select
              value={names.length}
              onChange={(e) => setNames((list) => resize(list, Number(e.target.value)))}
            >
              {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('tournaments.group.groups')}
            <select value={groupCount} onChange={(e) => setGroupCount(Number(e.target.value))}>
              {ALLOWED_GROUP_COUNTS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="muted" data-testid="distribution">
          {distribution(words, names.length, groupCount)}
        </p>
        <div className="player-inputs">
          {names.map((value, i) => (
            <input
              key={i}
              className="input"
              placeholder={t('tournaments.group.player', { number: i + 1 })}
              aria-label={t('tournaments.group.player', { number: i + 1 })}
              value={value}
              onChange={(e) => setNames((list) => list.map((n, j) => (j === i ? e.target.value : n)))}
            />
          ))}
        </div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? t('tournaments.group.creating') : t('tournaments.create')}
        </button>
      </form>
    </div>
  );
}
