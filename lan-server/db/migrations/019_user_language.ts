import type { Migration } from './migration';

/**
 * A staff member's own language (docs/i18n.md): null follows the venue's (Settings → Language); a language
 * code overrides it for that person only, on whichever desk they sign in at.
 */
export const userLanguage: Migration = {
  version: 19,
  name: 'staff member language',
  up(db) {
    db.exec('ALTER TABLE users ADD COLUMN language TEXT');
  },
};
