import type { Migration } from './migration';

/**
 * Languages (docs/i18n.md): the venue's language, which the staff app, the TV and the lane tablets speak
 * ('en' until staff choose another in Settings), and each booking's, the language its customer booked in,
 * in which their confirmation e-mail and calendar file are written ('en' for every booking made before).
 */
export const languages: Migration = {
  version: 17,
  name: 'venue and booking languages',
  up(db) {
    db.exec("ALTER TABLE settings ADD COLUMN language TEXT NOT NULL DEFAULT 'en'");
    db.exec("ALTER TABLE reservations ADD COLUMN language TEXT NOT NULL DEFAULT 'en'");
  },
};
