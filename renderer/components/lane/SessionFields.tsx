import { MAX_PLAYER_NAME_LENGTH } from '../../../shared/api/lanes';
import { resizeNames, SESSION_CHOICES } from '../../../shared/lanes/startSession';
import { useT } from '../../i18n/I18nProvider';
import { playerName } from '../../i18n/numberedNames';
import './sessionFields.css';

/**
 * The fields the Start Lane Session dialog and the game-setup screen share: how many players, their names
 * (resizing keeps the names already typed) and the session length.
 */

export function PlayerCountSelect(props: {
  names: readonly string[];
  max: number;
  onChange(names: string[]): void;
}) {
  const t = useT();
  return (
    <label className="field">
      {t('staff.session.playerCount')}
      <select
        value={props.names.length}
        onChange={(e) => props.onChange(resizeNames(props.names, Number(e.target.value)))}
      >
        {Array.from({ length: props.max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * One name box per player, each with its 'Hide from leaderboard' tick when `hidden` is given (the choice is
 * made where the names are typed, so a hidden name never reaches the venue TV). A booking's unnamed party
 * members start as 'Player 2'…, shown in the screen's language ('Spieler 2') and sent as they are until
 * staff type over them, so every screen words them alike (renderer/i18n/numberedNames.ts).
 */
export function PlayerNameInputs(props: {
  names: readonly string[];
  onChange(names: string[]): void;
  hidden?: readonly boolean[];
  onHiddenChange?(hidden: boolean[]): void;
}) {
  const { hidden, onHiddenChange } = props;
  const t = useT();
  return props.names.map((name, i) => (
    <div className="player-name-row" key={i}>
      <label className="field">
        {t('staff.session.playerName', { number: i + 1 })}
        <input
          className="input"
          value={playerName(t, name)}
          maxLength={MAX_PLAYER_NAME_LENGTH}
          placeholder={t('staff.session.playerPlaceholder', { number: i + 1 })}
          onChange={(e) => props.onChange(props.names.map((n, j) => (j === i ? e.target.value : n)))}
        />
      </label>
      {hidden && onHiddenChange ? (
        <label className="player-hide">
          <input
            type="checkbox"
            checked={hidden[i] ?? false}
            onChange={(e) =>
              onHiddenChange(props.names.map((_, j) => (j === i ? e.target.checked : (hidden[j] ?? false))))
            }
          />
          <span>{t('staff.session.hidePlayer', { number: i + 1 })}</span>
        </label>
      ) : null}
    </div>
  ));
}

export function DurationSelect(props: { label: string; hours: number; onChange(hours: number): void }) {
  const t = useT();
  return (
    <label className="field">
      {props.label}
      <select value={props.hours} onChange={(e) => props.onChange(Number(e.target.value))}>
        {SESSION_CHOICES.map((choice) => (
          <option key={choice.hours} value={choice.hours}>
            {t('common.duration', { minutes: choice.hours * 60, hours: choice.hours })}
          </option>
        ))}
      </select>
    </label>
  );
}
