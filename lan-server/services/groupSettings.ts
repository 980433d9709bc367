import type { GroupSettingsUpdate, GroupSettingsView } from '../../shared/api/group';
import type { AppContext } from '../context';
import { readGroupLink, writeGroupLink } from '../db/groupLink';
import { badRequest } from './domainError';

/** GET /api/settings/group. */
export function groupSettingsView(ctx: AppContext): GroupSettingsView {
  const link = readGroupLink(ctx.db);
  const status = ctx.outbox.status('group');
  return {
    hubUrl: link?.hubUrl ?? '',
    venueId: link?.venueId ?? '',
    hasPassword: link !== null && link.password !== '',
    state: link ? status.state : 'off',
    lastError: link ? status.lastError : null,
    queued: status.queued,
    lastSentAt: status.lastSentAt,
  };
}

/**
 * PUT /api/settings/group: an empty hub address leaves the group (nothing more is written for head office;
 * events already queued stay queued until the venue joins again). Joining needs the venue id and, the first
 * time, its password. A venue that joins reports changes from then on, not its history.
 */
export function updateGroupSettings(ctx: AppContext, body: GroupSettingsUpdate): GroupSettingsView {
  ctx.db
    .transaction(() => {
      const current = readGroupLink(ctx.db);
      if (body.hubUrl === '') {
        writeGroupLink(ctx.db, null);
        return;
      }
      if (body.venueId === '') throw badRequest('venueId: a venue in a group needs its venue id');
      const password = body.password ?? current?.password;
      if (!password) throw badRequest('password: a venue joining a group needs its password');
      writeGroupLink(ctx.db, {
        hubUrl: body.hubUrl,
        venueId: body.venueId,
        password,
        joinedAt: current?.joinedAt ?? ctx.now().toISOString(),
      });
    })
    .immediate();
  // The relay reads the link at its next round: now, rather than after its wait.
  ctx.outbox.wake('group');
  return groupSettingsView(ctx);
}
