import type { Language } from '../../shared/i18n/languages';
import type { TestServer } from '../../lan-server/test/harness';

/** Sets Settings → Language as the staff's settings page does: the whole settings back with the new language. */
export async function setVenueLanguage(
  t: TestServer,
  staffCookie: string,
  language: Language,
): Promise<void> {
  const current = (await (await t.lan('/api/settings', { cookie: staffCookie })).json()) as Record<
    string,
    unknown
  >;
  const saved = await t.lan('/api/settings', {
    method: 'PUT',
    cookie: staffCookie,
    json: { ...current, language },
  });
  if (saved.status !== 200) throw new Error(`Settings refused the language: ${await saved.text()}`);
}
