import { describe, expect, it } from 'vitest';
import { wordsOf, type CompiledCatalogue, type Params } from '../../shared/i18n/catalogue';
import type { MessageKey } from '../../shared/i18n/keys';
import en from '../../shared/i18n/catalogues/common/en?messages';
import de from '../../shared/i18n/catalogues/common/de?messages';
import nl from '../../shared/i18n/catalogues/common/nl?messages';
import { laneLabel } from '../pages/reservations/queries';
import { laneName, playerName } from './numberedNames';

const speaking = (messages: CompiledCatalogue) => (key: MessageKey, params?: Params) =>
  wordsOf(messages, key, params);
const [english, german, dutch] = [en, de, nl].map(speaking);
const none = speaking({});

describe('a lane without its own name is worded from its number, one rule on every screen', () => {
  // prettier-ignore
  it.each([
    ['the name a new lane is given', { name: 'Lane 3', number: 3 }, 'Lane 3', 'Bahn 3', 'Baan 3'],
    ['a blank name', { name: '  ', number: 4 }, 'Lane 4', 'Bahn 4', 'Baan 4'],
    ['a name of its own', { name: ' VIP ', number: 3 }, 'VIP', 'VIP', 'VIP'],
    ["another lane's number is a name of its own", { name: 'Lane 7', number: 3 }, 'Lane 7', 'Lane 7', 'Lane 7'],
  ])('%s', (_what, lane, inEnglish, inGerman, inDutch) => {
    expect([english, german, dutch].map((t) => laneName(t, lane))).toEqual([inEnglish, inGerman, inDutch]);
    expect(laneLabel(lane, 99, german)).toBe(inGerman);
  });

  it('a screen without the words shows the English name', () => {
    expect(laneName(none, { name: '', number: 2 })).toBe('Lane 2');
  });

  it('the staff screens word a lane the list no longer holds by its id', () => {
    expect(laneLabel(undefined, 9, dutch)).toBe('Baan 9');
  });
});

describe("a player the server named 'Player N' is worded from the number", () => {
  it.each([
    ['Player 1', 'Player 1', 'Spieler 1', 'Speler 1'],
    ['Player 12', 'Player 12', 'Spieler 12', 'Speler 12'],
    ['Ann', 'Ann', 'Ann', 'Ann'],
    ['Player One', 'Player One', 'Player One', 'Player One'],
    ['Player 0', 'Player 0', 'Player 0', 'Player 0'],
  ])('%s', (name, inEnglish, inGerman, inDutch) => {
    expect([english, german, dutch].map((t) => playerName(t, name))).toEqual([inEnglish, inGerman, inDutch]);
  });
});
