import {
  DEFAULT_GAME_MODE,
  MAX_SETS_OR_LEGS,
  MIN_SETS_OR_LEGS,
  SESSION_HOURS,
  type ActivateReservationBody,
  type GameMode,
  type StartLaneSessionBody,
} from '../api/lanes';
import { madeUpName } from '../i18n/numberedNames';

/**
 * Client-side rules of the Start Lane Session dialog and the game-setup screen (docs/behaviour.md#walk-ins).
 * The server checks the same body again with `StartLaneSessionBody`; these rules only shape what a form
 * sends.
 */

/** Dashboard dialog: 1 to 4 players, default 2; game setup: 1 to 6, default 2. */
export const DIALOG_MAX_PLAYERS = 4;
export const SETUP_MAX_PLAYERS = 6;
export const DEFAULT_PLAYER_COUNT = 2;
/** The dialog and game setup both default to a 1-hour session. */
export const DEFAULT_SESSION_HOURS = 1;

export const DIALOG_NO_PLAYERS = 'Please enter at least one player name';
/** Game setup's wording, with its full stop. */
export const SETUP_NO_PLAYERS = 'Please enter at least one player name.';

/** The session-length choices with their labels: 0.5 → '30 minutes', 1 → '1 hour', 1.5 → '1.5 hours'. */
export const SESSION_CHOICES = SESSION_HOURS.map((hours) => ({ hours, label: hoursLabel(hours) }));

export function hoursLabel(hours: number): string {
  if (hours < 1) return `${hours * 60} minutes`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * Sets and legs range 1 to 10 and a non-numeric entry falls back to 1. A number outside the range is clamped
 * to it rather than refused, so what the dialog sends is always what the field can show.
 */
export function setsOrLegsFrom(entry: string | number): number {
  const parsed = typeof entry === 'number' ? Math.trunc(entry) : Number.parseInt(entry.trim(), 10);
  if (!Number.isFinite(parsed)) return MIN_SETS_OR_LEGS;
  return Math.min(MAX_SETS_OR_LEGS, Math.max(MIN_SETS_OR_LEGS, parsed));
}

/** Changing the player count resizes the name list and keeps the names already typed. */
export function resizeNames(names: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => names[i] ?? '');
}

/** Blank names are dropped; the rest are sent trimmed. */
export function playerNamesFrom(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/** Each name box's 'Hide from leaderboard' tick, resized with the names (like resizeNames). */
export function resizeHidden(hidden: readonly boolean[], count: number): boolean[] {
  return Array.from({ length: count }, (_, i) => hidden[i] ?? false);
}

/**
 * The body's `hideFromLeaderboard`, one choice per player sent — the ticks of the names that are not blank,
 * in order — or nothing when nobody ticked it (the body then has no such field).
 */
export function hiddenChoicesFrom(
  names: readonly string[],
  hidden: readonly boolean[],
): { hideFromLeaderboard?: boolean[] } {
  const choices = names.flatMap((name, i) => (name.trim() === '' ? [] : [hidden[i] ?? false]));
  return choices.some(Boolean) ? { hideFromLeaderboard: choices } : {};
}

export interface StartSessionForm {
  names: readonly string[];
  /** Each name box's 'Hide from leaderboard' tick. */
  hidden: readonly boolean[];
  gameMode: GameMode;
  sets: string | number;
  legs: string | number;
  hours: number;
}

export const DEFAULT_START_SESSION_FORM: StartSessionForm = {
  names: resizeNames([], DEFAULT_PLAYER_COUNT),
  hidden: resizeHidden([], DEFAULT_PLAYER_COUNT),
  gameMode: DEFAULT_GAME_MODE,
  sets: '1',
  legs: '1',
  hours: DEFAULT_SESSION_HOURS,
};

export type StartSessionCheck = { ok: true; body: StartLaneSessionBody } | { ok: false; message: string };

/** The dashboard dialog's body, or the message to show instead of sending anything. */
export function startSessionRequest(form: StartSessionForm): StartSessionCheck {
  const players = playerNamesFrom(form.names);
  if (players.length === 0) return { ok: false, message: DIALOG_NO_PLAYERS };
  return {
    ok: true,
    body: {
      players,
      duration: form.hours,
      gameMode: form.gameMode,
      sets: setsOrLegsFrom(form.sets),
      legs: setsOrLegsFrom(form.legs),
      ...hiddenChoicesFrom(form.names, form.hidden),
    },
  };
}

/**
 * The game-setup screen's body (players and duration, plus the leaderboard choices when anyone ticked one),
 * or its validation message.
 */
export function gameSetupRequest(
  names: readonly string[],
  hours: number,
  hidden: readonly boolean[] = [],
): StartSessionCheck {
  const players = playerNamesFrom(names);
  if (players.length === 0) return { ok: false, message: SETUP_NO_PLAYERS };
  return { ok: true, body: { players, duration: hours, ...hiddenChoicesFrom(names, hidden) } };
}

/** Game setup's 'Cannot start {duration} game - not enough time before next reservation'. */
export function notEnoughTimeMessage(hours: number): string {
  return `Cannot start ${gameLengthText(hours)} game - not enough time before next reservation`;
}

/** A session length as it reads before "game": 0.5 → '30 minute', 1 → '1 hour', 2.5 → '2.5 hour'. */
export function gameLengthText(hours: number): string {
  return hours < 1 ? `${Math.round(hours * 60)} minute` : `${hours} hour`;
}

/** The booking an arriving party's session starts from: who booked, for how many, how long. */
export interface BookingToStart {
  customerName: string;
  playerCount: number;
  /** Minutes booked. */
  duration: number;
}

/**
 * The Start Session dialog for a booking opens filled in from it — the booker's name as Player 1, 'Player 2'…
 * for the rest of the party (staff overwrite them), the default game, and the booked length.
 */
export function bookingSessionForm(booking: BookingToStart): StartSessionForm {
  const count = Math.min(DIALOG_MAX_PLAYERS, Math.max(1, booking.playerCount));
  const names = Array.from({ length: count }, (_, i) =>
    i === 0 && booking.customerName.trim() !== '' ? booking.customerName.trim() : madeUpName.player(i + 1),
  );
  const hours = booking.duration / 60;
  return {
    ...DEFAULT_START_SESSION_FORM,
    names,
    hidden: resizeHidden([], count),
    hours: SESSION_HOURS.some((h) => h === hours) ? hours : DEFAULT_SESSION_HOURS,
  };
}

/**
 * The activation body the dialog sends for a booking: the dialog's players and game, and a length only
 * when staff changed it from the booked one — left out, the server keeps the booking's end (an early party
 * plays until the booked end, not an hour from now).
 */
export function activationRequest(
  form: StartSessionForm,
  booking: BookingToStart & { id: string },
): { ok: true; body: ActivateReservationBody } | { ok: false; message: string } {
  const check = startSessionRequest(form);
  if (!check.ok) return check;
  const { duration, ...rest } = check.body;
  const changed = duration !== bookingSessionForm(booking).hours;
  return { ok: true, body: { reservationId: booking.id, ...rest, ...(changed ? { duration } : {}) } };
}
