import { GroupSettingsView } from '../../shared/api/group';

export { GroupEvent } from '../../shared/group/events';
/** Settings → Venue Group's answer, checked against the contract. */
export const GroupSettingsCheck = GroupSettingsView;
