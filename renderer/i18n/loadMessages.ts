import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
import type { Audience } from '../../shared/i18n/keys';
import type { Language } from '../../shared/i18n/languages';

type Loader = () => Promise<CompiledCatalogue>;

/**
 * Every audience's catalogues, one chunk per language, compiled at build time. A page loads the audiences it
 * shows in one language only (a booking-page visitor downloads Dutch or English, never both). A new
 * language's file is found here without an edit.
 */
const LOADERS: Record<Audience, Record<string, Loader>> = {
  booking: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/booking/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  common: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/common/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  mail: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/mail/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  refusals: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/refusals/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  leagueNight: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/leagueNight/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
};

/** The named audiences in one language, merged into one catalogue (keys carry their audience's prefix). */
export async function loadMessages(
  audiences: readonly Audience[],
  language: Language,
): Promise<CompiledCatalogue> {
  const parts = await Promise.all(
    audiences.map((audience) => {
      const load = LOADERS[audience][`../../shared/i18n/catalogues/${audience}/${language}.ts`];
      if (!load) throw new Error(`No ${audience} catalogue for ${language}`);
      return load();
    }),
  );
  return Object.assign({}, ...parts) as CompiledCatalogue;
}
