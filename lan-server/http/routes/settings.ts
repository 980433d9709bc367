import { implement } from '../implement';
import { settingsEndpoints as settingsApi } from '../../../shared/api/settingsUpdate';
import { getSettings, updateSettings } from '../../services/settings';
import { unauthenticated } from '../errors';
import { type Route } from '../route';

/** Settings: GET and PUT /api/settings, staff only (two fields admin only, see ADMIN_SETTINGS). */
export function settingsRoutes(): Route[] {
  return [
    implement(settingsApi.get, ({ ctx }) => getSettings(ctx)),
    // Two of the fields are an admin's to change (ADMIN_SETTINGS); the rest are any staff member's.
    implement(settingsApi.update, ({ ctx, body, user }) => {
      if (!user) throw unauthenticated();
      return updateSettings(ctx, body, user.role);
    }),
  ];
}
