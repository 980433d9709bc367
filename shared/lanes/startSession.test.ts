import { describe, expect, it } from 'vitest';
import { ActivateReservationBody, StartLaneSessionBody, UpdateLaneBody } from '../api/lanes';
import {
  DEFAULT_START_SESSION_FORM,
  DIALOG_NO_PLAYERS,
  activationRequest,
  bookingSessionForm,
  SESSION_CHOICES,
  gameSetupRequest,
  hiddenChoicesFrom,
  notEnoughTimeMessage,
  resizeHidden,
  resizeNames,
  setsOrLegsFrom,
  startSessionRequest,
} from './startSession';

describe('setsOrLegsFrom (1 to 10, non-numeric falls back to 1)', () => {
  it.each([
    ['a number in range', '3', 3],
    ['ten', '10', 10],
    ['non-numeric', 'abc', 1],
    ['empty', '', 1],
    ['zero is clamped up', '0', 1],
    ['negative is clamped up', '-4', 1],
    ['above ten is clamped down', '15', 10],
    ['a fraction is cut to its whole part', '2.7', 2],
    ['a number value', 4, 4],
    ['NaN', Number.NaN, 1],
  ])('%s', (_rule, entry, value) => {
    expect(setsOrLegsFrom(entry)).toBe(value);
  });
});

describe('resizeNames keeps names already typed', () => {
  it.each([
    ['grow from 2 to 4', ['Ann', 'Ben'], 4, ['Ann', 'Ben', '', '']],
    ['shrink from 3 to 1', ['Ann', 'Ben', 'Cal'], 1, ['Ann']],
    ['same size', ['Ann', ''], 2, ['Ann', '']],
  ])('%s', (_rule, names, count, resized) => {
    expect(resizeNames(names, count)).toEqual(resized);
  });
});

describe("'Hide from leaderboard' ticks where the names are typed", () => {
  it.each([
    ['nobody ticked: the body has no hideFromLeaderboard', ['Ann', 'Ben'], [false, false], {}],
    ['one ticked', ['Ann', 'Ben'], [false, true], { hideFromLeaderboard: [false, true] }],
    [
      'a blank name’s tick goes with it',
      ['Ann', ' ', 'Cal'],
      [false, true, true],
      { hideFromLeaderboard: [false, true] },
    ],
    [
      'ticks shorter than the names count as not hidden',
      ['Ann', 'Ben'],
      [true],
      { hideFromLeaderboard: [true, false] },
    ],
  ])('%s', (_rule, names, hidden, body) => {
    expect(hiddenChoicesFrom(names, hidden)).toEqual(body);
  });

  it('resizing keeps the ticks already made', () => {
    expect(resizeHidden([true, false], 3)).toEqual([true, false, false]);
    expect(resizeHidden([true, true, false], 1)).toEqual([true]);
  });

  it('the dialog and the setup screen send them, and the server accepts them', () => {
    const dialog = startSessionRequest({
      ...DEFAULT_START_SESSION_FORM,
      names: ['Ann', 'Ben'],
      hidden: [true, false],
    });
    const setup = gameSetupRequest(['Ann', '', 'Cal'], 1, [false, false, true]);
    expect(dialog.ok && dialog.body.hideFromLeaderboard).toEqual([true, false]);
    expect(setup.ok && setup.body).toEqual({
      players: ['Ann', 'Cal'],
      duration: 1,
      hideFromLeaderboard: [false, true],
    });
    for (const check of [dialog, setup]) {
      expect(check.ok && StartLaneSessionBody.safeParse(check.body).success).toBe(true);
    }
  });

  it('the server refuses choices that do not match the players one for one', () => {
    const res = StartLaneSessionBody.safeParse({
      players: ['Ann', 'Ben'],
      duration: 1,
      hideFromLeaderboard: [true],
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.path).toEqual(['hideFromLeaderboard']);
  });
});

describe('startSessionRequest: the dashboard dialog', () => {
  it.each([
    [
      'all names blank: nothing is sent',
      { names: ['  ', ''] },
      { ok: false, message: 'Please enter at least one player name' },
    ],
    [
      'blank names are dropped and the rest trimmed',
      { names: [' Ann ', '', 'Ben'] },
      { ok: true, body: { players: ['Ann', 'Ben'], duration: 1, gameMode: '501', sets: 1, legs: 1 } },
    ],
    [
      'sets and legs fall back and clamp',
      { names: ['Ann'], sets: 'x', legs: '12', hours: 2.5, gameMode: 'Cricket' as const },
      { ok: true, body: { players: ['Ann'], duration: 2.5, gameMode: 'Cricket', sets: 1, legs: 10 } },
    ],
  ])('%s', (_rule, change, result) => {
    expect(startSessionRequest({ ...DEFAULT_START_SESSION_FORM, ...change })).toEqual(result);
  });

  it('defaults are 2 players, 501, 1 set, 1 leg, 1 hour, nobody hidden', () => {
    expect(DEFAULT_START_SESSION_FORM).toEqual({
      names: ['', ''],
      hidden: [false, false],
      gameMode: '501',
      sets: '1',
      legs: '1',
      hours: 1,
    });
  });

  it('every body the dialog sends is one the server accepts', () => {
    for (const { hours } of SESSION_CHOICES) {
      const check = startSessionRequest({ ...DEFAULT_START_SESSION_FORM, names: ['Ann'], hours, sets: '99' });
      expect(check.ok && StartLaneSessionBody.safeParse(check.body).success).toBe(true);
    }
  });
});

describe('gameSetupRequest and its texts', () => {
  it.each([
    ['no names', ['', ' '], 1, { ok: false, message: 'Please enter at least one player name.' }],
    [
      'names and duration only',
      ['Ann', '', 'Cal'],
      1.5,
      { ok: true, body: { players: ['Ann', 'Cal'], duration: 1.5 } },
    ],
  ])('%s', (_rule, names, hours, result) => {
    expect(gameSetupRequest(names, hours)).toEqual(result);
  });

  it.each([
    [0.5, 'Cannot start 30 minute game - not enough time before next reservation'],
    [1, 'Cannot start 1 hour game - not enough time before next reservation'],
    [2.5, 'Cannot start 2.5 hour game - not enough time before next reservation'],
  ])('not enough time for %s h', (hours, text) => {
    expect(notEnoughTimeMessage(hours)).toBe(text);
  });

  it('offers 0.5 to 3 hours in half-hour steps', () => {
    expect(SESSION_CHOICES.map((c) => c.label)).toEqual([
      '30 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
      '2.5 hours',
      '3 hours',
    ]);
  });
});

describe('StartLaneSessionBody: POST /api/lanes/{id}/start, bad input names the field', () => {
  const ok = { players: ['Ann'], duration: 1 };
  it.each([
    ['minimal body', ok, null],
    ['full body', { ...ok, gameMode: 'Killer', sets: 10, legs: 1 }, null],
    ['six players', { ...ok, players: ['A', 'B', 'C', 'D', 'E', 'F'] }, null],
    ['seven players', { ...ok, players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }, 'players'],
    ['no players', { ...ok, players: [] }, 'players'],
    ['a blank name', { ...ok, players: ['Ann', '  '] }, 'players'],
    ['players not a list', { ...ok, players: 'Ann' }, 'players'],
    ['a name not text', { ...ok, players: [7] }, 'players'],
    ['players missing', { duration: 1 }, 'players'],
    ['duration as text', { ...ok, duration: 'one' }, 'duration'],
    ['duration too short', { ...ok, duration: 0 }, 'duration'],
    ['duration too long', { ...ok, duration: 3.5 }, 'duration'],
    ['duration off the half-hour', { ...ok, duration: 1.25 }, 'duration'],
    ['duration missing', { players: ['Ann'] }, 'duration'],
    ['unknown game mode', { ...ok, gameMode: 'Golf' }, 'gameMode'],
    ['sets zero', { ...ok, sets: 0 }, 'sets'],
    ['sets eleven', { ...ok, sets: 11 }, 'sets'],
    ['sets as text', { ...ok, sets: '3' }, 'sets'],
    ['legs fractional', { ...ok, legs: 1.5 }, 'legs'],
  ])('%s', (_rule, body, field) => {
    const result = StartLaneSessionBody.safeParse(body);
    if (field === null) {
      expect(result.success).toBe(true);
    } else {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
      expect(result.error?.issues[0]?.message).toMatch(/^must /);
    }
  });
});

describe('UpdateLaneBody: PUT /api/lanes/{id}', () => {
  it.each([
    ['rename', { name: 'Oche 1' }, true],
    ['take out of service', { status: 'maintenance' }, true],
    ['test mode', { status: 'test' }, true],
    ['back to available', { status: 'available' }, true],
    ['occupied is set by sessions only', { status: 'occupied' }, false],
    ['reserved is derived from bookings', { status: 'reserved' }, false],
    ['empty body', {}, false],
    ['name not text', { name: 5 }, false],
  ])('%s', (_rule, body, valid) => {
    expect(UpdateLaneBody.safeParse(body).success).toBe(valid);
  });
});

describe('bookingSessionForm (the dialog opens filled in from the booking)', () => {
  it.each([
    [
      'the booker is Player 1, the party fills the rest, the booked hour',
      { customerName: 'Dana', playerCount: 3, duration: 60 },
      ['Dana', 'Player 2', 'Player 3'],
      1,
    ],
    ['a 90-minute booking for one', { customerName: ' Eve ', playerCount: 1, duration: 90 }, ['Eve'], 1.5],
    ['no name: Player 1', { customerName: '', playerCount: 2, duration: 120 }, ['Player 1', 'Player 2'], 2],
    [
      'an override booking for six is capped at the dialog’s four',
      { customerName: 'Big', playerCount: 6, duration: 180 },
      ['Big', 'Player 2', 'Player 3', 'Player 4'],
      3,
    ],
    [
      'a length the dialog cannot show falls back to an hour',
      { customerName: 'Odd', playerCount: 1, duration: 45 },
      ['Odd'],
      1,
    ],
  ])('%s', (_rule, booking, names, hours) => {
    const form = bookingSessionForm(booking);
    expect(form.names).toEqual(names);
    expect(form.hidden).toHaveLength(names.length);
    expect(form.hours).toBe(hours);
    expect(form.gameMode).toBe('501');
  });
});

describe('activationRequest (only a changed length is sent; else the booking keeps its end)', () => {
  const booking = { id: 'r1', customerName: 'Dana', playerCount: 2, duration: 60 };
  it.each([
    ['unchanged: no duration', {}, { reservationId: 'r1', players: ['Dana', 'Player 2'] }],
    [
      'a longer session chosen',
      { hours: 2 },
      { reservationId: 'r1', players: ['Dana', 'Player 2'], duration: 2 },
    ],
    [
      'names and game typed',
      { names: ['Ann', 'Ben'], gameMode: 'Cricket' as const },
      { reservationId: 'r1', players: ['Ann', 'Ben'], gameMode: 'Cricket' },
    ],
  ])('%s', (_rule, patch, expected) => {
    const check = activationRequest({ ...bookingSessionForm(booking), ...patch }, booking);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.body).toMatchObject(expected);
      if (!('hours' in patch)) expect(check.body.duration).toBeUndefined();
      expect(ActivateReservationBody.safeParse(check.body).success).toBe(true);
    }
  });

  it('all names blank: nothing is sent', () => {
    const check = activationRequest({ ...bookingSessionForm(booking), names: ['', ' '] }, booking);
    expect(check).toEqual({ ok: false, message: DIALOG_NO_PLAYERS });
  });
});
