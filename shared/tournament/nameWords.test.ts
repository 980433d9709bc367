import { describe, expect, it } from 'vitest';
import { FORMAT_TYPES, type FormatGame, type FormatRecord, type FormatType } from './engine';
import { formatOf, tournamentState } from './formats';
import { gameHeading, gameLabel, gameTitle } from './gameLabels';
import { nameWords } from './nameWords';
import type { Panel } from './panels';

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

function record(type: FormatType, n: number): FormatRecord {
  return {
    type,
    status: 'active',
    players: players(n),
    bracket: type === 'group_knockout' ? { groups: { A: players(n / 2), B: players(n).slice(n / 2) } } : null,
    selectedLanes: [1],
    groupCount: 2,
    advancePerGroup: 2,
    tieBreakers: ['points', 'legDiff', 'headToHead', 'legsFor'],
    seedingMethod: 'A1vB2,C1vD2,B1vA2,D1vC2',
  };
}

/** Every name a person reads in a state and its panels. */
function namesOf(t: FormatRecord, games: FormatGame[]): string[] {
  const format = formatOf(t.type);
  const state = tournamentState(t, games);
  const panels: Panel[] = format.view(t, state, games);
  const names = [state.progress, ...state.badges.map((b) => b.text)];
  if (state.advance !== null) names.push(state.advance);
  for (const panel of panels) {
    names.push(panel.title);
    if (panel.kind === 'groups')
      for (const g of panel.groups) names.push(g.title, ...g.matches.map((m) => m.label));
    if (panel.kind === 'bracket')
      for (const c of panel.columns) {
        names.push(c.title, ...c.matches.map((m) => m.label));
        if (c.emptyText !== null) names.push(c.emptyText);
      }
    if (panel.kind === 'rounds')
      for (const r of panel.rounds) names.push(r.title, ...r.matches.map((m) => m.label));
  }
  for (const g of games) names.push(gameLabel(g), gameTitle(g), gameHeading(g));
  return names;
}

/** Plays a format through, the home side winning every match 2-0, listing every name on the way. */
function namesOfAPlaythrough(type: FormatType, n: number): Set<string> {
  const t = record(type, n);
  const games: FormatGame[] = [];
  const names = new Set<string>();
  for (let step = 0; step < 60; step += 1) {
    for (const name of namesOf(t, games)) names.add(name);
    const state = tournamentState(t, games);
    const format = formatOf(type);
    const played = new Set(games.map((g) => format.key(g)));
    const next = state.wanted.filter((w) => !played.has(w.key) && w.home !== null && w.away !== null);
    if (next.length === 0) break;
    for (const w of next)
      games.push({
        id: `${w.key}`,
        stage: w.stage,
        groupId: w.groupId,
        roundNumber: w.roundNumber,
        home: w.home,
        away: w.away,
        status: 'completed',
        winner: w.home,
        legs: [2, 0],
      });
  }
  return names;
}

describe('nameWords knows every name the engine writes', () => {
  it.each(FORMAT_TYPES.flatMap((type) => [8, 16].map((n) => [type, n] as const)))(
    '%s of %i, played through',
    (type, n) => {
      const names = namesOfAPlaythrough(type, n);
      // Played to its end (group knockout to its groups' end, where staff draw the knockout).
      expect(names.has(type === 'group_knockout' ? 'Groups: Complete' : 'Completed')).toBe(true);
      const unknown = [...names].filter((name) => name !== '' && !nameWords(name));
      expect(unknown).toEqual([]);
    },
  );
});
