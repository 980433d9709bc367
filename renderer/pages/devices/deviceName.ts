import { deviceLabelParts } from '../../../shared/devices/deviceLabel';
import type { Translate } from '../../i18n/I18nProvider';

/** A paired tablet's stored label ('Lane 3 tablet · iPad') in the staff app's language; another form as it is. */
export function deviceName(t: Translate, label: string): string {
  const parts = deviceLabelParts(label);
  return parts ? t('staff.deviceLabel', parts) : label;
}
