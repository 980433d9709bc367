import { MIN_PLAYERS_PER_GROUP } from '../../../shared/tournament/groupDraw';
import { GROUP_KNOCKOUT_MESSAGES, TOURNAMENT_FORM_MESSAGES } from '../../../shared/tournament/validation';
import type { Words } from '../../i18n/words';

/**
 * The tournament forms' own checks (shared/tournament/validation.ts answers the rule's English sentence, the
 * one the server refuses with) in the screen's language: the sentence is matched back to the rule it states.
 * A sentence this does not know is shown as it came.
 */
export function formProblemText({ t }: Words, problem: string): string {
  switch (problem) {
    case TOURNAMENT_FORM_MESSAGES.nameRequired:
      return t('tournaments.form.nameRequired');
    case TOURNAMENT_FORM_MESSAGES.tooFewPlayers:
      return t('tournaments.form.tooFewPlayers');
    case TOURNAMENT_FORM_MESSAGES.laneRequired:
      return t('tournaments.form.laneRequired');
    case GROUP_KNOCKOUT_MESSAGES.nameRequired:
      return t('tournaments.groupForm.nameRequired');
    case GROUP_KNOCKOUT_MESSAGES.gameModeRequired:
      return t('tournaments.groupForm.gameModeRequired');
    case GROUP_KNOCKOUT_MESSAGES.tooFewPlayers:
      return t('tournaments.groupForm.tooFewPlayers');
    case GROUP_KNOCKOUT_MESSAGES.tooManyPlayers:
      return t('tournaments.groupForm.tooManyPlayers');
    case GROUP_KNOCKOUT_MESSAGES.groupCount:
      return t('tournaments.groupForm.groupCount');
    case GROUP_KNOCKOUT_MESSAGES.groupTooSmall:
      return t('tournaments.groupForm.groupTooSmall', { count: MIN_PLAYERS_PER_GROUP });
  }
  const twice = /^Player names must be different: (.+) is entered twice$/.exec(problem);
  if (twice?.[1] !== undefined && GROUP_KNOCKOUT_MESSAGES.duplicatePlayer(twice[1]) === problem)
    return t('tournaments.groupForm.duplicatePlayer', { name: twice[1] });
  return problem;
}
