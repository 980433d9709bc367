import type { Migration } from './migration';

/**
 * The group's booking page (docs/group-booking.md): a booking made through it is cancelled through it, so its
 * confirmation's cancel link points at the group page's cancel page for this venue rather than at the
 * venue's own public door (which a venue behind carrier-grade NAT does not have). One row per such booking,
 * written in the booking's own transaction; the e-mail sender reads it when it builds the link.
 */
export const groupBookings: Migration = {
  version: 13,
  name: 'bookings made through the group page',
  up(db) {
    db.exec(`
      CREATE TABLE group_bookings (
        reservation_id TEXT PRIMARY KEY REFERENCES reservations(id),
        cancel_page TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
