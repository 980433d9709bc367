import { groupEndpoints as groupApi } from '../../../shared/api/group';
import { groupSettingsView, updateGroupSettings } from '../../services/groupSettings';
import { implement } from '../implement';
import type { Route } from '../route';

/** Settings → Venue Group (docs/venue-group.md): staff see the link's state; an admin changes it. */
export function groupRoutes(): Route[] {
  return [
    implement(groupApi.settings, ({ ctx }) => groupSettingsView(ctx)),
    implement(groupApi.updateSettings, ({ ctx, body }) => updateGroupSettings(ctx, body)),
  ];
}
