import { describe, expect, it } from 'vitest';
import { wordsOf, type CompiledCatalogue, type Params } from '../../shared/i18n/catalogue';
import type { MessageKey } from '../../shared/i18n/keys';
import en from '../../shared/i18n/catalogues/tournaments/en?messages';
import de from '../../shared/i18n/catalogues/tournaments/de?messages';
import nl from '../../shared/i18n/catalogues/tournaments/nl?messages';
import { tournamentName } from './tournamentNames';

const inEnglish = (key: MessageKey, params?: Params) => wordsOf(en, key, params);
const inGerman = (key: MessageKey, params?: Params) => wordsOf(de, key, params);
const inDutch = (key: MessageKey, params?: Params) => wordsOf(nl, key, params);

/** Every kind of name the formats write (shared/tournament/*Format.ts, knockout.ts, elimination.ts). */
const NAMES: readonly [string, string, string][] = [
  ['Group A', 'Gruppe A', 'Poule A'],
  ['Group C, round 2', 'Gruppe C, Runde 2', 'Poule C, ronde 2'],
  ['Round 3', 'Runde 3', 'Ronde 3'],
  ['Round 2 of 4', 'Runde 2 von 4', 'Ronde 2 van 4'],
  ['R1', 'R1', 'R1'],
  ['Match 5', 'Spiel 5', 'Wedstrijd 5'],
  ['Losers · Match 9', 'Verlierer · Spiel 9', 'Verliezers · Wedstrijd 9'],
  ['QF1', 'VF1', 'KF1'],
  ['SF2', 'HF2', 'HF2'],
  ['FINAL', 'FINALE', 'FINALE'],
  ['Final', 'Finale', 'Finale'],
  ['Semi Finals', 'Halbfinale', 'Halve finales'],
  ['Quarter Finals', 'Viertelfinale', 'Kwartfinales'],
  ['Grand Final', 'Großes Finale', 'Grote finale'],
  ['Grand Final Reset', 'Zweites Finale', 'Tweede finale'],
  ['Losers Final', 'Verliererfinale', 'Verliezersfinale'],
  ['Losers Round 3', 'Verliererrunde 3', 'Verliezersronde 3'],
  ['Winners Round 1', 'Siegerrunde 1', 'Winnaarsronde 1'],
  ['Winners Final', 'Siegerfinale', 'Winnaarsfinale'],
  ['Winners Semi Finals', 'Sieger-Halbfinale', 'Halve finales winnaars'],
  ['Winners Quarter Finals', 'Sieger-Viertelfinale', 'Kwartfinales winnaars'],
  ['Groups', 'Gruppen', 'Poules'],
  ['Knockout', 'K.-o.-Runde', 'Knock-out'],
  ['Bracket', 'Turnierbaum', 'Schema'],
  ['Winners Bracket', 'Siegerbaum', 'Winnaarsschema'],
  ['Losers Bracket', 'Verliererbaum', 'Verliezersschema'],
  ['Standings', 'Tabelle', 'Stand'],
  ['Rounds', 'Runden', 'Rondes'],
  ['Completed', 'Beendet', 'Afgelopen'],
  ['Live', 'Läuft', 'Bezig'],
  ['Group Stage', 'Gruppenphase', 'Poulefase'],
  ['3 matches to play', 'Noch 3 Spiele', 'Nog 3 wedstrijden'],
  ['Groups: Complete', 'Gruppen: beendet', 'Poules: afgelopen'],
  ['Groups: In Progress', 'Gruppen: laufen', 'Poules: bezig'],
  ['Knockout: Active', 'K.-o.-Runde: läuft', 'Knock-out: bezig'],
  ['Advance to Quarter Finals', 'Weiter zum Viertelfinale', 'Door naar de kwartfinales'],
  ['Advance to Semi Finals', 'Weiter zum Halbfinale', 'Door naar de halve finales'],
  ['Complete group stage first', 'Erst die Gruppenphase beenden', 'Eerst de poulefase afronden'],
  ['Complete quarter finals first', 'Erst die Viertelfinals beenden', 'Eerst de kwartfinales afronden'],
  ['Complete semi finals first', 'Erst die Halbfinals beenden', 'Eerst de halve finales afronden'],
];

describe('tournamentName', () => {
  it.each(NAMES)('%s reads back as itself in English, and in German and Dutch', (name, german, dutch) => {
    expect(tournamentName(inEnglish, name)).toBe(name);
    expect(tournamentName(inGerman, name)).toBe(german);
    expect(tournamentName(inDutch, name)).toBe(dutch);
  });

  it.each(['Ann', 'Spring Open', 'Group stage', 'Round two', ''])('leaves %j as it is', (text) => {
    expect(tournamentName(inGerman, text)).toBe(text);
  });

  it("words every name with only the engine's names of the catalogue, as the TV bundles them", () => {
    const tvNames = import.meta.glob<CompiledCatalogue>(
      '../../shared/i18n/catalogues/tournaments/[a-z][a-z].ts',
      {
        query: '?messages&keys=tournaments.name.',
        import: 'default',
        eager: true,
      },
    );
    const only = (language: string) => {
      const words = tvNames[`../../shared/i18n/catalogues/tournaments/${language}.ts`] ?? {};
      expect(Object.keys(words).length).toBeGreaterThan(0);
      expect(Object.keys(words).filter((key) => !key.startsWith('tournaments.name.'))).toEqual([]);
      return (key: MessageKey, params?: Params) => wordsOf(words, key, params);
    };
    for (const [name, german, dutch] of NAMES) {
      expect(tournamentName(only('en'), name)).toBe(name);
      expect(tournamentName(only('de'), name)).toBe(german);
      expect(tournamentName(only('nl'), name)).toBe(dutch);
    }
  });

  it("shows the engine's English where the screen has no tournaments words", () => {
    const withoutThem = (key: MessageKey, params?: Params) => wordsOf({}, key, params);
    expect(tournamentName(withoutThem, 'Quarter Finals')).toBe('Quarter Finals');
    expect(tournamentName(withoutThem, 'Group A')).toBe('Group A');
  });
});
