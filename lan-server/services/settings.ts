import type { Role } from '../../shared/api/auth';
import type { PublicSettings } from '../../shared/api/publicBooking';
import type { Settings } from '../../shared/api/settings';
import type { SettingsUpdateBody } from '../../shared/api/settingsUpdate';
import type { AppContext } from '../context';
import { readSettings, writeSettings } from '../db/settings';
import { forbidden } from './domainError';
import { effectiveMail } from './mailConfig';
import { publishVenue } from './venueBoard';

export function getSettings(ctx: AppContext): Settings {
  return readSettings(ctx.db);
}

/**
 * The one writer of the venue's settings: every endpoint that changes one comes through here, in its own
 * transaction, with the change computed from the stored settings. Whatever shows a setting follows: the TV's
 * venue view (venue name, leaderboard on or off) is republished — publishVenue sends it only if it changed.
 */
export function saveSettings(ctx: AppContext, change: (current: Settings) => Settings): Settings {
  let before: Settings['language'] | null = null;
  const saved = ctx.db
    .transaction(() => {
      const current = readSettings(ctx.db);
      before = current.language;
      writeSettings(ctx.db, { ...change(current), id: current.id }, ctx.now().toISOString());
      return readSettings(ctx.db);
    })
    .immediate();
  publishVenue(ctx);
  // The TVs and lane tablets speak the venue's language and follow it live (docs/i18n.md).
  if (saved.language !== before) ctx.events.emit('language_changed', { language: saved.language });
  return saved;
}

/**
 * Settings only an admin may change (docs/security.md#who-may-do-what), with the sentence a staff member is
 * refused with: where a copy of the whole database goes every six hours, and how long customers' contact
 * details are kept — the same weight as exporting or erasing a customer's data. Staff may send them unchanged
 * (or leave them out) and save the rest of the form.
 */
export const ADMIN_SETTINGS = {
  backupCopyFolder: 'Only an admin can change where backups are copied.',
  contactRetentionMonths: "Only an admin can change how long customers' contact details are kept.",
} as const;

/**
 * PUT /api/settings: the validated settings replace the stored ones whole (the page always sends the full
 * object), keeping the row's id. Lane names are not settings: the page saves them with one PUT per lane.
 */
export function updateSettings(ctx: AppContext, body: SettingsUpdateBody, role: Role): Settings {
  return saveSettings(ctx, (current) => {
    if (role !== 'admin') {
      for (const key of Object.keys(ADMIN_SETTINGS) as (keyof typeof ADMIN_SETTINGS)[]) {
        if (body[key] !== undefined && body[key] !== current[key]) throw forbidden(ADMIN_SETTINGS[key]);
      }
    }
    const leaderboardEnabled = body.leaderboardEnabled ?? current.leaderboardEnabled;
    const backupCopyFolder = body.backupCopyFolder ?? current.backupCopyFolder;
    const contactRetentionMonths = body.contactRetentionMonths ?? current.contactRetentionMonths;
    const town = body.town ?? current.town;
    const language = body.language ?? current.language;
    return {
      ...body,
      id: current.id,
      town,
      backupCopyFolder,
      leaderboardEnabled,
      contactRetentionMonths,
      language,
    };
  });
}

/**
 * GET /api/public/settings: what the booking page may show a stranger — the venue's name, town, phone, currency,
 * timezone and hours, and whether confirmations come by e-mail. Lane rates are left out: each slot
 * already carries its price.
 */
export function publicSettings(ctx: AppContext): PublicSettings {
  const s = readSettings(ctx.db);
  return {
    businessName: s.businessName,
    town: s.town,
    contactPhone: s.contactPhone,
    currency: s.currency,
    timezone: s.timezone,
    operatingHours: s.operatingHours,
    confirmationsByEmail: effectiveMail(ctx).smtp !== null,
  };
}
