import { afterEach, describe, expect, it } from 'vitest';
import { csvField } from '../../shared/csv';
import type { Settings } from '../../shared/api/settings';
import type { Tournament } from '../../shared/api/tournaments';
import { startTestServer, type TestServer } from './harness';

describe('csvField: one CSV cell of the results export', () => {
  it.each([
    ['plain text stays as it is', 'Ann Smith', 'Ann Smith'],
    ['a number', 2, '2'],
    ['an empty cell for null', null, ''],
    ['a comma is quoted', 'Smith, Ann', '"Smith, Ann"'],
    ['a quote is doubled inside quotes', 'Ann "The Arrow" Smith', '"Ann ""The Arrow"" Smith"'],
    ['a line break is quoted', 'Ann\nSmith', '"Ann\nSmith"'],
    ['a formula is shown as text, not run by a spreadsheet', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a leading minus or plus is text too', '-1+1', "'-1+1"],
    ['a leading @ is text too', '@Ann', "'@Ann"],
  ])('%s', (_rule, value, cell) => {
    expect(csvField(value)).toBe(cell);
  });
});

describe("the results export is in the venue's language", () => {
  let t: TestServer | undefined;
  afterEach(async () => t?.close());

  it('words its headings, names, stages and statuses; numbers and times stay as machines read them', async () => {
    t = await startTestServer();
    const server = t;
    const cookie = await server.signIn();
    const created = await server.lan('/api/tournaments', {
      method: 'POST',
      cookie,
      json: {
        name: 'Cup',
        type: 'single_elimination',
        gameMode: '501',
        matchFormat: 'best_of_3',
        duration: 2,
        selectedLanes: [1, 2],
        players: ['Ann', 'Bob', 'Cy'],
        scheduledDate: '2026-06-12T18:00:00.000Z',
      },
    });
    const { id } = (await created.json()) as Tournament;
    expect((await server.lan(`/api/tournaments/${id}/start`, { method: 'POST', cookie })).status).toBe(200);
    const exported = async () =>
      (await (await server.lan(`/api/tournaments/${id}/export`, { cookie })).text()).split('\r\n');

    const english = await exported();
    expect(english[0]).toBe(
      'Match,Stage,Group,Round,Home,Away,Home Legs,Away Legs,Winner,Status,Lane,Scheduled,Completed',
    );
    expect(english).toContain('Match 2,winners,,2,Bob,Cy,,,,pending,,,');

    const { id: _id, ...form } = (await (await server.lan('/api/settings', { cookie })).json()) as Settings;
    const saved = await server.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...form, language: 'de' },
    });
    expect(saved.status).toBe(200);
    const german = await exported();
    expect(german[0]).toBe(
      'Spiel,Phase,Gruppe,Runde,Heim,Gast,Legs Heim,Legs Gast,Sieger,Stand,Bahn,Angesetzt,Beendet',
    );
    expect(german).toContain('Spiel 2,Siegerbaum,,2,Bob,Cy,,,,wartet,,,');
    expect(german).toHaveLength(english.length);
  });
});
