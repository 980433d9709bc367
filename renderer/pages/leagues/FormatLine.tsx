import type { League } from '../../../shared/api/leagues';
import { useT } from '../../i18n/I18nProvider';

/** A league's format in a line: 'Singles, best of 3 legs' or '10 games a fixture'. */
export function FormatLine({ league }: { league: League }) {
  const t = useT();
  const f = league.format;
  return (
    <span className="muted">
      {f.kind === 'singles'
        ? t('league.staff.format.singles', { bestOf: f.bestOf })
        : t('league.staff.format.team', { count: f.games.length })}
      {' · '}
      {t('league.staff.minimumRoster', { count: league.minimumRoster })}
    </span>
  );
}
