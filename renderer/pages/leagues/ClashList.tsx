import type { SeasonClash } from '../../../shared/api/leagues';
import { formatLongDay, formatTime } from '../../../shared/i18n/format';
import { holderNaming } from '../../../shared/booking/unnamedHolders';
import { useSettings } from '../../api/queries/settings';
import { useLanguage, useT } from '../../i18n/I18nProvider';

/** Each clash of a season's nights with the calendar: the date, the lane, the times and who holds it. */
export function ClashList({ clashes }: { clashes: SeasonClash[] }) {
  const t = useT();
  const language = useLanguage();
  const zone = useSettings().data?.timezone ?? 'UTC';
  const holderName = (c: SeasonClash) => {
    const naming = holderNaming(c.kind, c.holder);
    return 'own' in naming ? naming.own : t(naming.key);
  };
  return (
    <table className="league-clashes">
      <caption>{t('league.staff.clashes', { count: clashes.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('league.staff.clashDate')}</th>
          <th scope="col">{t('league.staff.clashLane')}</th>
          <th scope="col">{t('league.staff.clashTime')}</th>
          <th scope="col">{t('league.staff.clashHolder')}</th>
        </tr>
      </thead>
      <tbody>
        {clashes.map((c) => (
          <tr key={`${c.date} ${c.laneId} ${c.start}`}>
            <td>{formatLongDay(c.date, language)}</td>
            <td>{t('common.numbered.lane', { number: c.laneNumber })}</td>
            <td>
              {formatTime(c.start, zone)}–{formatTime(c.end, zone)}
            </td>
            <td>{holderName(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
