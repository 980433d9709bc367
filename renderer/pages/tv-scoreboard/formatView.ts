import type { Game } from '../../../shared/api/games';
import type { Tournament } from '../../../shared/api/tournaments';
import { bracketRoundTitle, type BracketSide } from '../../../shared/tournament/elimination';
import { formatGameLabel } from '../../../shared/tournament/formatStages';
import {
  formatKey,
  formatState,
  isFormatType,
  type FormatState,
  type FormatType,
} from '../../../shared/tournament/formats';
import type { Standing } from '../../../shared/tournament/standings';
import { defaultSwissRounds, type SwissStanding } from '../../../shared/tournament/swiss';

/**
 * What the TV and the Tournament Manager draw for an elimination, round-robin or Swiss tournament, from the
 * tournament and its games through the same rules the server uses (shared/tournament/formats.ts): the
 * bracket's columns with TBD places still to be decided, or the table and the rounds. Runs on the TV's
 * Chromium 53 as well: plain loops and string concatenation.
 */

export interface ViewMatch {
  key: string;
  label: string;
  home: string;
  away: string;
  homeLegs: number | null;
  awayLegs: number | null;
  winner: string | null;
  /** 'waiting': a place is still TBD; 'skipped': a reset that was not needed. */
  status: 'pending' | 'active' | 'completed' | 'waiting' | 'skipped';
  laneId: number | null;
  game: Game | null;
}

export interface ViewColumn {
  title: string;
  matches: ViewMatch[];
}

export interface ViewSection {
  title: string;
  columns: ViewColumn[];
}

export interface TableRow {
  place: number;
  player: string;
  points: number;
  wins: number;
  losses: number;
  legDiff: number;
  /** Swiss: Buchholz (opponents' points); null for a round robin. */
  buchholz: number | null;
}

export interface FormatView {
  type: FormatType;
  /** Elimination: the bracket(s); empty for the table formats. */
  sections: ViewSection[];
  /** Round robin and Swiss: the table; empty for brackets. */
  table: TableRow[];
  /** Round robin and Swiss: the games of each round so far. */
  rounds: ViewColumn[];
  champion: string | null;
  /** 'Round 2 of 4' (Swiss) … for headings. */
  progress: string;
}

function legsOf(game: Game | null): [number, number] | null {
  const legs = game ? game.scores.legs : null;
  if (Array.isArray(legs) && legs.length === 2 && typeof legs[0] === 'number' && typeof legs[1] === 'number')
    return [legs[0], legs[1]];
  return null;
}

function viewOfGame(game: Game, label: string): ViewMatch {
  const legs = legsOf(game);
  return {
    key: game.id,
    label,
    home: game.home ?? 'TBD',
    away: game.away ?? 'TBD',
    homeLegs: legs ? legs[0] : null,
    awayLegs: legs ? legs[1] : null,
    winner: game.winner,
    status: game.status,
    laneId: game.laneId,
    game,
  };
}

function stateFor(t: Tournament & { type: FormatType }, games: readonly Game[]): FormatState {
  return formatState(
    t.type,
    t.players,
    {
      grandFinalReset:
        t.bracket && t.bracket.grandFinalReset !== undefined ? t.bracket.grandFinalReset : true,
      swissRounds:
        t.bracket && t.bracket.swissRounds !== undefined
          ? t.bracket.swissRounds
          : defaultSwissRounds(t.players.length),
    },
    games.map((g) => ({
      stage: g.stage,
      roundNumber: g.roundNumber,
      home: g.home,
      away: g.away,
      status: g.status,
      winner: g.winner,
      legs: legsOf(g),
    })),
    t.tieBreakers,
  );
}

const SECTION_TITLES: Record<BracketSide, string> = {
  winners: 'Winners Bracket',
  losers: 'Losers Bracket',
  grand_final: 'Grand Final',
};

const nameOf = (e: { player: string } | 'bye' | 'tbd'): string | null =>
  typeof e === 'object' ? e.player : null;

/** The view of a format tournament; null for group knockout (drawn by the group and knockout views). */
export function formatView(t: Tournament, games: readonly Game[]): FormatView | null {
  if (!isFormatType(t.type)) return null;
  const typed = { ...t, type: t.type };
  const mine = games.filter((g) => g.tournamentId === t.id);
  const state = stateFor(typed, mine);
  const byKey = new Map<string, Game>();
  for (const g of mine) byKey.set(formatKey(g), g);
  const view: FormatView = {
    type: t.type,
    sections: [],
    table: [],
    rounds: [],
    champion: t.bracket && t.bracket.champion ? t.bracket.champion : state.champion,
    progress: '',
  };
  if (state.bracket) {
    const plan = state.bracket.plan;
    const sides: BracketSide[] = plan.kind === 'double' ? ['winners', 'losers', 'grand_final'] : ['winners'];
    for (const side of sides) {
      const columns: ViewColumn[] = [];
      for (const m of state.bracket.matches) {
        if (m.side !== side) continue;
        // A bye is not a match: its player simply appears in the next round.
        if (m.homeEntrant === 'bye' || m.awayEntrant === 'bye') continue;
        const title = bracketRoundTitle(plan, side, m.round);
        let column = columns.find((c) => c.title === title);
        if (!column) {
          column = { title, matches: [] };
          columns.push(column);
        }
        const roundNumber = side === 'grand_final' ? m.round : m.number;
        const label = formatGameLabel(side, roundNumber);
        const game = byKey.get(side + ':' + roundNumber);
        if (game && m.playable) column.matches.push(viewOfGame(game, label));
        else
          column.matches.push({
            key: side + ':' + roundNumber,
            label,
            home: nameOf(m.homeEntrant) || 'TBD',
            away: nameOf(m.awayEntrant) || 'TBD',
            homeLegs: null,
            awayLegs: null,
            winner: null,
            status: m.skipped ? 'skipped' : 'waiting',
            laneId: null,
            game: null,
          });
      }
      if (columns.length > 0)
        view.sections.push({ title: plan.kind === 'double' ? SECTION_TITLES[side] : 'Bracket', columns });
    }
    const open = state.bracket.matches.filter((m) => m.playable && m.winner === 'tbd');
    view.progress = view.champion ? 'Completed' : open.length + ' matches to play';
    return view;
  }
  const table: (Standing | SwissStanding)[] = state.table || [];
  for (let i = 0; i < table.length; i++) {
    const s = table[i];
    view.table.push({
      place: i + 1,
      player: s.player,
      points: s.points,
      wins: s.wins,
      losses: s.losses,
      legDiff: s.legsFor - s.legsAgainst,
      buchholz: isSwissStanding(s) ? s.buchholz : null,
    });
  }
  const roundGames = mine.filter((g) => g.stage === 'round');
  for (let r = 1; r <= state.rounds; r++) {
    const inRound = roundGames.filter((g) => g.roundNumber === r);
    if (inRound.length === 0) continue;
    view.rounds.push({
      title: 'Round ' + r,
      matches: inRound.map((g) => viewOfGame(g, 'Round ' + r)),
    });
  }
  view.progress = view.champion ? 'Completed' : 'Round ' + state.currentRound + ' of ' + state.rounds;
  return view;
}

function isSwissStanding(s: Standing | SwissStanding): s is SwissStanding {
  return 'buchholz' in s;
}

/** How many match rows the tallest bracket column holds (the TV sizes its rows from it). */
export function tallestColumn(view: FormatView): number {
  let most = 0;
  for (const s of view.sections) for (const c of s.columns) most = Math.max(most, c.matches.length);
  return most;
}
