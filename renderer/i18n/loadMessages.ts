import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
import type { Audience } from '../../shared/i18n/keys';
import type { Language } from '../../shared/i18n/languages';
import { pseudoLocaleOn } from './pseudoLocale';

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
  hub: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/hub/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  league: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/league/[a-z][a-z].ts', {
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
  staff: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/staff/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  tablet: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/tablet/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  tournaments: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/tournaments/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  tv: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/tv/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
  leagueNight: import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/leagueNight/[a-z][a-z].ts', {
    query: '?messages',
    import: 'default',
  }),
};

/**
 * The pseudo-locale's catalogues (docs/i18n.md, 'The pseudo-locale'): made from the English ones at build
 * time, one chunk per audience, fetched only by a browser that switched it on — never by a person's.
 */
const PSEUDO: Record<string, Loader> = import.meta.glob<CompiledCatalogue>(
  '../../shared/i18n/catalogues/*/en.ts',
  { query: '?pseudo-messages', import: 'default' },
);

/**
 * The named audiences in one language, merged into one catalogue (keys carry their audience's prefix). With
 * the pseudo-locale switched on, every language's words are the pseudo-locale's; dates and numbers keep the
 * language's formats.
 */
export async function loadMessages(
  audiences: readonly Audience[],
  language: Language,
): Promise<CompiledCatalogue> {
  const pseudo = pseudoLocaleOn();
  const parts = await Promise.all(
    audiences.map((audience) => {
      const load = pseudo
        ? PSEUDO[`../../shared/i18n/catalogues/${audience}/en.ts`]
        : LOADERS[audience][`../../shared/i18n/catalogues/${audience}/${language}.ts`];
      if (!load) throw new Error(`No ${audience} catalogue for ${language}`);
      return load();
    }),
  );
  return Object.assign({}, ...parts) as CompiledCatalogue;
}
