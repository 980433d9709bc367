import { useT } from '../../i18n/I18nProvider';
import type { ModeChoice } from './leagueForm';

/** A game mode as staff read it: '501', 'Cricket'. */
export function useModeLabel(): (mode: ModeChoice) => string {
  const t = useT();
  return (mode) =>
    mode === 'cricket' ? t('league.staff.mode.cricket') : t('league.staff.mode.x01', { start: mode });
}
