import { useT } from '../../i18n/I18nProvider';

/** Under an override reason: taking the lanes leaves the bookings where they are. */
export function ClashFreeHint() {
  const t = useT();
  return <>{t('league.staff.overrideHint')}</>;
}
