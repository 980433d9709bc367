import { useT } from '../../i18n/I18nProvider';

/** '30 minutes', '1 hour', '1.5 hours' — '1,5 Stunden', '1,5 uur': how the booking pages name a duration. */
export function useDurationLabel(): (minutes: number) => string {
  const t = useT();
  return (minutes) => t('common.duration', { minutes, hours: minutes / 60 });
}
