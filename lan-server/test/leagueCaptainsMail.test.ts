import { afterEach, describe, expect, it } from 'vitest';
import type { CaptainsMailResult } from '../../shared/api/leagueMail';
import type { LeagueDetail, LeagueTeam, Season, SeasonFixtures } from '../../shared/api/leagues';
import type { TestServer } from './harness';
import { eightTeamLeague, json, roster, TEAM_NAMES, TUESDAY_SEASON } from './leagueSetup';
import { outbox, outboxUntil, sleep, testMail } from './mailFixtures';
import { startTestServer } from './harness';
import { startSmtp, unusedPort, type TestSmtp } from './smtpFixture';

// The harness clock reads Wednesday 2026-06-10; the season's first night is Tuesday 2026-06-16, 19:00 London.
let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

/** Seven messages go one after another; on a loaded machine that takes longer than one message's wait. */
const LOADED_MS = 30_000;

/**
 * The mail tests' server, with a mail server answer awaited for up to 5 s rather than 0.4 s: seven messages
 * on a loaded machine would otherwise time out after the SMTP server took one, and be sent again.
 */
const mailServer = (smtpUrl: string) => startTestServer({ mail: testMail(smtpUrl, { timeoutMs: 5000 }) });

const addressOf = (team: string) =>
  `${team.replace('The ', '').replace(/\s+/g, '.').toLowerCase()}@example.com`;

/** The eight-team league and its season, every captain with an address but the last team's. */
async function seasonWithCaptains(server: TestServer) {
  const cookie = await server.signIn();
  const { leagueId } = await eightTeamLeague(server, cookie);
  const detail = await json<LeagueDetail>(await server.lan(`/api/leagues/${leagueId}`, { cookie }));
  const teams = detail.divisions[0]?.teams ?? [];
  for (const team of teams.slice(0, 7)) {
    const res = await server.lan(`/api/league-teams/${team.id}/captain-email`, {
      method: 'PUT',
      cookie,
      json: { email: addressOf(team.name) },
    });
    expect(res.status).toBe(200);
  }
  const season = await json<Season>(
    await server.lan(`/api/leagues/${leagueId}/seasons`, { method: 'POST', cookie, json: TUESDAY_SEASON }),
  );
  return { cookie, leagueId, season, teams };
}

async function sendAll(server: TestServer, cookie: string, seasonId: string, body: object = {}) {
  return server.lan(`/api/league-seasons/${seasonId}/captains-mail`, { method: 'POST', cookie, json: body });
}

function attachmentText(mail: TestSmtp['messages'][number]): string {
  return mail.attachments.find((a) => a.filename === 'fixtures.ics')?.content.toString('utf8') ?? '';
}

describe('a team captain’s contact address', () => {
  it('is kept from the team form, refused in the reader’s words when it is no address, and cleared', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const cookie = await t.signIn();
    const { divisionId } = await eightTeamLeague(t, cookie);
    const add = (captainEmail: string, name: string, language = 'en') =>
      t?.lan(`/api/league-divisions/${divisionId}/teams`, {
        method: 'POST',
        cookie,
        headers: { 'Accept-Language': language },
        json: { name, players: roster(name), captainEmail },
      });
    const bad = await add('ann at example', 'The Newcomers');
    expect(bad?.status).toBe(400);
    expect((await bad?.json()) as { message: string }).toMatchObject({
      message: 'The captain’s e-mail must be an address such as captain@example.com.',
    });
    const badDe = await add('ann at example', 'The Newcomers', 'de');
    expect(((await badDe?.json()) as { message: string }).message).toBe(
      'Die E-Mail des Kapitäns muss eine Adresse wie kapitaen@example.com sein.',
    );
    const good = await add('  ann@example.com ', 'The Newcomers');
    expect(good?.status).toBe(201);
    const team = (await good?.json()) as LeagueTeam;
    expect(team.captainEmail).toBe('ann@example.com');

    const cleared = await t.lan(`/api/league-teams/${team.id}/captain-email`, {
      method: 'PUT',
      cookie,
      json: { email: '' },
    });
    expect(((await cleared.json()) as LeagueTeam).captainEmail).toBeNull();
    const missing = await t.lan('/api/league-teams/nope/captain-email', {
      method: 'PUT',
      cookie,
      json: { email: 'a@example.com' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('the captains’ fixtures e-mail over real SMTP', () => {
  it('goes to every captain with an address, with the season’s fixtures and a calendar file; one without is listed', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const { cookie, season } = await seasonWithCaptains(t);
    const res = await sendAll(t, cookie, season.id);
    expect(res.status).toBe(200);
    const result = await json<CaptainsMailResult>(res);
    expect(result.queued.map((q) => q.team)).toEqual(TEAM_NAMES.slice(0, 7));
    expect(result.withoutAddress).toEqual([
      {
        teamId: expect.any(String),
        team: 'Treble Makers',
        captain: 'Treble Makers Player 1',
        recipient: null,
        outboxId: null,
      },
    ]);
    const mails = await smtp.waitForMessages(7, LOADED_MS);
    await sleep(200);
    expect(smtp.messages).toHaveLength(7);

    const arrows = mails.find(
      (m) => m.to && 'value' in m.to && m.to.value[0]?.address === 'arrows@example.com',
    );
    if (!arrows) throw new Error('no mail for The Arrows');
    expect(arrows.subject).toBe('Tuesday League: your fixtures for Summer 2026');
    expect(arrows.text).toContain('Hello Arrows Player 1,');
    expect(arrows.text).toContain('Week 1, Tuesday 16 June 2026 at 19:00:');
    const ics = attachmentText(arrows);
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(14); // an 8-team double round robin: 14 fixtures a team
    expect(ics).toContain('DTSTART;TZID=Europe/London:20260616T190000');

    const rows = await outboxUntil(t, (r) => r.filter((m) => m.status === 'sent').length === 7, LOADED_MS);
    expect(rows.every((m) => m.kind === 'league_fixtures')).toBe(true);
  });

  it('is in German for a German venue', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    t.server.db.prepare("UPDATE settings SET language = 'de'").run();
    const { cookie, season, teams } = await seasonWithCaptains(t);
    const arrows = teams.find((team) => team.name === 'The Arrows');
    const res = await sendAll(t, cookie, season.id, { teamIds: [arrows?.id] });
    expect((await json<CaptainsMailResult>(res)).queued).toHaveLength(1);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.subject).toBe('Tuesday League: Ihr Spielplan für Summer 2026');
    expect(mail?.text).toContain('Hallo Arrows Player 1,');
    expect(mail?.text).toContain('Spieltag 1, Dienstag, 16. Juni 2026 um 19:00:');
    expect(attachmentText(mail ?? ({ attachments: [] } as never))).toContain(' gegen ');
  });

  it('waits in the outbox while the mail server is down, and is retried until it goes', async () => {
    const port = await unusedPort();
    t = await mailServer(`smtp://127.0.0.1:${port}`);
    const { cookie, season, teams } = await seasonWithCaptains(t);
    await sendAll(t, cookie, season.id, { teamIds: [teams[0]?.id] });
    const [waiting] = await outboxUntil(t, (r) => r[0]?.attempts === 1 && r[0]?.lastError !== null);
    expect(waiting).toMatchObject({ kind: 'league_fixtures', status: 'queued' });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtp({ port });
    t.clock.advance(30_000);
    const [mail] = await smtp.waitForMessages(1);
    expect(attachmentText(mail ?? ({ attachments: [] } as never))).toContain('BEGIN:VEVENT');
    expect((await outboxUntil(t, (r) => r[0]?.status === 'sent'))[0]).toMatchObject({ attempts: 2 });
  });

  it('after a postponement, the two teams’ captains get their fixtures again with the new date', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const { cookie, season } = await seasonWithCaptains(t);
    await sendAll(t, cookie, season.id);
    await smtp.waitForMessages(7, LOADED_MS);
    const { fixtures } = await json<SeasonFixtures>(
      await t.lan(`/api/league-seasons/${season.id}/fixtures`, { cookie }),
    );
    // A fixture between two captains with addresses (Treble Makers has none).
    const moved = fixtures.find(
      (f) => f.week === 1 && f.home !== 'Treble Makers' && f.away !== 'Treble Makers',
    );
    if (!moved) throw new Error('no fixture');
    const res = await t.lan(`/api/league-fixtures/${moved.id}/postpone`, {
      method: 'POST',
      cookie,
      json: { date: '2026-06-18', reason: 'Venue closed' },
    });
    expect(res.status).toBe(200);
    const mails = await smtp.waitForMessages(9, LOADED_MS);
    await sleep(200);
    expect(smtp.messages).toHaveLength(9);
    const again = mails.slice(7);
    expect(again.map((m) => (m.to && 'value' in m.to ? m.to.value[0]?.address : '')).sort()).toEqual(
      [addressOf(moved.home), addressOf(moved.away)].sort(),
    );
    const ics = attachmentText(again[0] ?? ({ attachments: [] } as never));
    expect(ics).toContain('DTSTART;TZID=Europe/London:20260618T190000');
    expect(ics).toContain(`UID:league-fixture-${moved.id}`);
  });

  it('a season never sent is not sent by a postponement', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const { cookie, season } = await seasonWithCaptains(t);
    const { fixtures } = await json<SeasonFixtures>(
      await t.lan(`/api/league-seasons/${season.id}/fixtures`, { cookie }),
    );
    const res = await t.lan(`/api/league-fixtures/${fixtures[0]?.id}/postpone`, {
      method: 'POST',
      cookie,
      json: { date: '2026-06-18', reason: 'Venue closed' },
    });
    expect(res.status).toBe(200);
    await sleep(300);
    expect(smtp.messages).toHaveLength(0);
    expect(await outbox(t)).toEqual([]);
  });

  it('a captain’s address is exported and erased with the customer’s other data', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const { cookie, season } = await seasonWithCaptains(t);
    await sendAll(t, cookie, season.id);
    await smtp.waitForMessages(7, LOADED_MS);
    await outboxUntil(t, (r) => r.filter((m) => m.status === 'sent').length === 7, LOADED_MS);
    const admin = await t.signIn('admin');
    const query = { email: 'ARROWS@example.com' };
    const exported = (await (
      await t.lan('/api/privacy/export', { method: 'POST', cookie: admin, json: query })
    ).json()) as { records: { leagueCaptains: { team: string }[]; outbox: { kind: string }[] } };
    expect(exported.records.leagueCaptains.map((r) => r.team)).toEqual(['The Arrows']);
    expect(exported.records.outbox.map((r) => r.kind)).toEqual(['league_fixtures']);

    const erase = await t.lan('/api/privacy/erase', { method: 'POST', cookie: admin, json: query });
    expect(erase.status).toBe(200);
    const stored = t.server.db
      .prepare("SELECT captain_email AS e FROM league_teams WHERE name = 'The Arrows'")
      .get() as { e: string | null };
    expect(stored.e).toBeNull();
    const left = t.server.db
      .prepare("SELECT COUNT(*) AS n FROM outbox WHERE lower(recipient) = 'arrows@example.com'")
      .get() as { n: number };
    expect(left.n).toBe(0);
  });
});
