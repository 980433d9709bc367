import { SettingsUpdateBody } from '../../../shared/api/settingsUpdate';
import { getSettings, updateSettings } from '../../services/settings';
import { unauthenticated } from '../errors';
import { defineRoute, type Route } from '../route';

/** SPEC §7 Settings: GET and PUT /api/settings, staff only (two fields admin only, see ADMIN_SETTINGS). */
export function settingsRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/settings',
      access: 'staff',
      handle: ({ ctx }) => getSettings(ctx),
    }),
    defineRoute({
      method: 'put',
      path: '/api/settings',
      access: 'staff',
      body: SettingsUpdateBody,
      // Two of the fields are an admin's to change (ADMIN_SETTINGS); the rest are any staff member's.
      handle: ({ ctx, body, user }) => {
        if (!user) throw unauthenticated();
        return updateSettings(ctx, body, user.role);
      },
    }),
  ];
}
