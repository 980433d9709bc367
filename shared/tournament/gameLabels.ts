/**
 * What a tournament game is called, from its stage (each stage belongs to one format): the short label the
 * TV, the lists and the export use ('Group A', 'QF1', 'FINAL', 'Match 5', 'Round 2'), the title a refusal
 * names it by ('Group A, round 2'), and the heading the lane's tablet shows ('Group A', 'SF2', 'Final').
 */
import { formatGameLabel, isFormatStage } from './formatStages';
import { GROUP_STAGE, isKnockoutStage, knockoutLabel } from './knockout';

export interface NamedGame {
  stage: string | null;
  groupId: string | null;
  roundNumber: number;
}

type Style = 'label' | 'title' | 'heading';

function nameOf(g: NamedGame, style: Style): string {
  if (isFormatStage(g.stage)) return formatGameLabel(g.stage, g.roundNumber);
  if (isKnockoutStage(g.stage))
    return style === 'heading' && g.stage === 'final' ? 'Final' : knockoutLabel(g.stage, g.roundNumber);
  const group = `Group ${g.groupId ?? '?'}`;
  if (g.stage === GROUP_STAGE || g.stage === null || style === 'title')
    return style === 'title' ? `${group}, round ${g.roundNumber}` : group;
  return g.stage;
}

/** 'Group A', 'QF1', 'FINAL', 'Losers · Match 9', 'Round 2'. */
export const gameLabel = (g: NamedGame): string => nameOf(g, 'label');
/** 'Group A, round 2' for a group game, else its label: the name a refusal or the export gives it. */
export const gameTitle = (g: NamedGame): string => nameOf(g, 'title');
/** The tablet's heading: 'Group A', 'QF1', 'SF2', 'Final'. */
export const gameHeading = (g: NamedGame): string => nameOf(g, 'heading');
