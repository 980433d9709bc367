import { useT } from '../../i18n/I18nProvider';
import { BEST_OF_CHOICES, MODE_CHOICES, NEW_GAME, type GameForm } from './leagueForm';
import { useModeLabel } from './useModeLabel';

const KINDS = ['singles', 'pairs', 'team'] as const;

/** A team league's games in order: each singles, pairs or a team game, best of N legs of a mode. */
export function GameRows({ games, onChange }: { games: GameForm[]; onChange: (games: GameForm[]) => void }) {
  const t = useT();
  const modeLabel = useModeLabel();
  const change = (i: number, patch: Partial<GameForm>) =>
    onChange(games.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  return (
    <fieldset className="league-games">
      <legend>{t('league.staff.games')}</legend>
      <ol>
        {games.map((g, i) => {
          const n = i + 1;
          return (
            <li key={i} className="league-games__row">
              <span className="league-games__n">{t('league.staff.gameN', { n })}</span>
              <select
                aria-label={t('league.staff.gameKind', { n })}
                value={g.kind}
                onChange={(e) => change(i, { kind: KINDS.find((k) => k === e.target.value) ?? 'singles' })}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`league.staff.gameKind.${k}`)}
                  </option>
                ))}
              </select>
              <select
                aria-label={`${t('league.staff.gameN', { n })}: ${t('league.staff.bestOf')}`}
                value={g.bestOf}
                onChange={(e) => change(i, { bestOf: Number(e.target.value) })}
              >
                {BEST_OF_CHOICES.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
              <select
                aria-label={`${t('league.staff.gameN', { n })}: ${t('league.staff.mode')}`}
                value={g.mode}
                onChange={(e) => change(i, { mode: MODE_CHOICES.find((m) => m === e.target.value) ?? '501' })}
              >
                {MODE_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {modeLabel(m)}
                  </option>
                ))}
              </select>
              {g.kind === 'team' && (
                <input
                  type="number"
                  min={2}
                  max={8}
                  aria-label={`${t('league.staff.gameN', { n })}: ${t('league.staff.teamSize')}`}
                  value={g.teamSize}
                  onChange={(e) => change(i, { teamSize: Number(e.target.value) })}
                />
              )}
              <button
                type="button"
                className="btn btn-outline btn-small"
                disabled={games.length === 1}
                onClick={() => onChange(games.filter((_, j) => j !== i))}
              >
                {t('league.staff.removeGame', { n })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={() => onChange([...games, NEW_GAME])}
      >
        {t('league.staff.addGame')}
      </button>
    </fieldset>
  );
}
