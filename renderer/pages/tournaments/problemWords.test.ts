import { describe, expect, it } from 'vitest';
import { GROUP_KNOCKOUT_MESSAGES, TOURNAMENT_FORM_MESSAGES } from '../../../shared/tournament/validation';
import { ENGLISH_WORDS } from '../../i18n/englishWords';
import { formProblemText } from './problemWords';

describe('formProblemText', () => {
  it.each([
    ...Object.values(TOURNAMENT_FORM_MESSAGES),
    ...Object.values(GROUP_KNOCKOUT_MESSAGES).filter((m): m is string => typeof m === 'string'),
    GROUP_KNOCKOUT_MESSAGES.duplicatePlayer('Ann'),
  ])('%s is a catalogue message, worded in English as the rule says it', (message) => {
    const seen: string[] = [];
    const t: typeof ENGLISH_WORDS.t = (key, params) => {
      seen.push(key);
      return ENGLISH_WORDS.t(key, params);
    };
    expect(formProblemText({ t, language: 'en' }, message)).toBe(message);
    expect(seen).toHaveLength(1);
  });

  it('shows a sentence it does not know as it came', () => {
    expect(formProblemText(ENGLISH_WORDS, 'Something else')).toBe('Something else');
  });
});
