import { SettingsUpdateBody } from '../../../shared/api/settingsUpdate';
import { getSettings, updateSettings } from '../../services/settings';
import { defineRoute, type Route } from '../route';

/** SPEC §7 Settings: GET and PUT /api/settings, staff only. */
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
      handle: ({ ctx, body }) => updateSettings(ctx, body),
    }),
  ];
}
