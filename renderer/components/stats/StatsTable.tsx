import type { PlayerFigures } from '../../../shared/api/stats';
import type { StatsFamily } from '../../../shared/darts/stats';
import { figureRows } from './figures';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import './statsTable.css';
import { playerName } from '../../i18n/numberedNames';

/** Players across, figures down: the one statistics table of the scoring screen and the staff list. */
export function StatsTable({
  family,
  players,
  caption,
}: {
  family: StatsFamily;
  players: PlayerFigures[];
  caption: string;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <table className="stats-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staff.figures.figure')}</th>
          {players.map((p) => (
            <th key={p.player} scope="col">
              {playerName(t, p.name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {figureRows(family, { t, language }).map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {players.map((p) => (
              <td key={p.player}>{row.value(p)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
