import type { LeagueBody } from '../../../shared/api/leagues';
import type { PointsScheme } from '../../../shared/league/points';

/** The new-league form's state and the body it sends (the server checks the format by the league's rule). */

export const MODE_CHOICES = ['501', '301', '701', '801', '1001', 'cricket'] as const;
export type ModeChoice = (typeof MODE_CHOICES)[number];
export const BEST_OF_CHOICES = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21] as const;

export interface GameForm {
  kind: 'singles' | 'pairs' | 'team';
  bestOf: number;
  mode: ModeChoice;
  teamSize: number;
}

export interface LeagueForm {
  name: string;
  kind: 'singles' | 'team';
  pointsScheme: PointsScheme;
  bestOf: number;
  mode: ModeChoice;
  doubleOut: boolean;
  games: GameForm[];
}

export const NEW_GAME: GameForm = { kind: 'singles', bestOf: 3, mode: '501', teamSize: 4 };

export const EMPTY_LEAGUE: LeagueForm = {
  name: '',
  kind: 'singles',
  pointsScheme: '3-1-0',
  bestOf: 3,
  mode: '501',
  doubleOut: true,
  games: [NEW_GAME],
};

type LegMode = { kind: 'cricket' } | { kind: 'x01'; start: number; doubleOut: boolean };

function modeOf(choice: ModeChoice, doubleOut: boolean): LegMode {
  return choice === 'cricket' ? { kind: 'cricket' } : { kind: 'x01', start: Number(choice), doubleOut };
}

export function leagueBody(form: LeagueForm): LeagueBody {
  return {
    name: form.name,
    pointsScheme: form.pointsScheme,
    format:
      form.kind === 'singles'
        ? { kind: 'singles', bestOf: form.bestOf, mode: modeOf(form.mode, form.doubleOut) }
        : {
            kind: 'team',
            games: form.games.map((g) => ({
              kind: g.kind,
              bestOf: g.bestOf,
              mode: modeOf(g.mode, form.doubleOut),
              ...(g.kind === 'team' ? { teamSize: g.teamSize } : {}),
            })),
          },
  };
}
