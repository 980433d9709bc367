import { z } from 'zod';
import { endpoint } from './endpoint';

/** A venue's id in the group: also its NATS subject token and user name, so letters, digits and '-' only. */
export const VenueId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1–40 lower-case letters, digits or dashes');
export type VenueId = z.infer<typeof VenueId>;

/**
 * Settings → Venue Group (docs/venue-group.md): the venue's link to its group's head office. The password is
 * the venue's own NATS password, never shown again once saved (`hasPassword`).
 */
export const GroupSettingsView = z.object({
  /** '' when the venue is in no group. */
  hubUrl: z.string(),
  venueId: z.string(),
  hasPassword: z.boolean(),
  state: z.enum(['off', 'connecting', 'connected', 'unreachable']),
  lastError: z.string().nullable(),
  /** Events written and not yet acknowledged by head office's stream. */
  queued: z.number().int(),
  lastSentAt: z.string().nullable(),
});
export type GroupSettingsView = z.infer<typeof GroupSettingsView>;

const HubUrl = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^$|^(nats|tls):\/\/[^\s/]+(,(nats|tls):\/\/[^\s/]+)*$/,
    'must be nats://host:port or tls://host:port (several separated by commas)',
  );

/** PUT /api/settings/group: join (or change), or leave with an empty hub address. */
export const GroupSettingsUpdate = z.object({
  hubUrl: HubUrl,
  venueId: z.union([z.literal(''), VenueId]),
  /** Omitted: keep the saved one. */
  password: z.string().min(1).max(200).optional(),
});
export type GroupSettingsUpdate = z.infer<typeof GroupSettingsUpdate>;

export const groupEndpoints = {
  settings: endpoint({
    method: 'get',
    path: '/api/settings/group',
    door: 'lan',
    access: 'staff',
    response: GroupSettingsView,
  }),
  updateSettings: endpoint({
    method: 'put',
    path: '/api/settings/group',
    door: 'lan',
    access: 'admin',
    refusal: 'Only an admin can change the venue group settings.',
    body: GroupSettingsUpdate,
    response: GroupSettingsView,
  }),
};
