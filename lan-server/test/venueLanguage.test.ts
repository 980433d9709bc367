import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../shared/api/settings';
import { openSocket, startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

async function saveSettings(cookie: string, change: Partial<Settings>): Promise<void> {
  const { id: _id, ...form } = (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
  const res = await t.lan('/api/settings', { method: 'PUT', cookie, json: { ...form, ...change } });
  expect(res.status).toBe(200);
}

const languageMessages = (messages: unknown[]) =>
  messages.filter((m) => (m as { type?: string }).type === 'language_changed');

/** The TV and a paired lane tablet have no sign-in: they read the venue's language here and hear it change. */
describe("the venue's language for screens without a sign-in", () => {
  it('is read without a sign-in, on the LAN door only', async () => {
    t = await startTestServer();
    const res = await t.lan('/api/tv/language');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: 'en' });
    expect((await t.pub('/api/tv/language')).status).toBe(404);
  });

  it('changes with Settings, and every socket hears it once, when the language itself changes', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    await saveSettings(cookie, { businessName: 'The Oche' });
    await saveSettings(cookie, { language: 'de' });
    await tv.waitFor((m) => m.type === 'language_changed' && m.language === 'de');
    expect(await (await t.lan('/api/tv/language')).json()).toEqual({ language: 'de' });
    await saveSettings(cookie, { businessName: 'The Oche Club' });
    await tv.waitFor(
      (m) => m.type === 'venue_updated' && (m.view as { venueName: string }).venueName === 'The Oche Club',
    );
    expect(languageMessages(tv.messages)).toEqual([{ type: 'language_changed', language: 'de' }]);
    tv.close();
  });
});
