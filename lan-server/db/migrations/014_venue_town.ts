import type { Migration } from './migration';

/**
 * The venue's town, set on the settings page beside its name and phone: the group's booking page lists each
 * venue with its town so a customer can tell the group's venues apart (docs/group-booking.md). Empty until
 * staff set it; an empty town is simply not shown.
 */
export const venueTown: Migration = {
  version: 14,
  name: 'venue town setting',
  up(db) {
    db.exec("ALTER TABLE settings ADD COLUMN town TEXT NOT NULL DEFAULT ''");
  },
};
