import type { PublicLeague } from '../../../shared/api/leaguePublic';
import { formatNumber } from '../../../shared/i18n/format';
import type { LeagueKey } from '../../../shared/i18n/keys';
import { useLanguage, useT } from '../../i18n/I18nProvider';

type Tables = NonNullable<PublicLeague['season']>['playerTables'];

/** The five tables leagues publish, in the order they print them, with how each figure is written. */
const TABLES: readonly { key: keyof Tables; title: LeagueKey; decimals: number }[] = [
  { key: 'average', title: 'league.players.average', decimals: 2 },
  { key: 'oneEighties', title: 'league.players.oneEighties', decimals: 0 },
  { key: 'tonForties', title: 'league.players.tonForties', decimals: 0 },
  { key: 'highestCheckout', title: 'league.players.highestCheckout', decimals: 0 },
  { key: 'tonPlusFinishes', title: 'league.players.tonPlusFinishes', decimals: 0 },
];

/**
 * The season's player tables (docs/league-nights.md#the-seasons-player-tables): a player's name and figure,
 * best first; the server leaves out every player who hid themselves. An empty table is not shown.
 */
export function PlayerTables({ tables }: { tables: Tables }) {
  const t = useT();
  const language = useLanguage();
  const shown = TABLES.filter(({ key }) => tables[key].length > 0);
  return (
    <section aria-labelledby="league-players">
      <h2 id="league-players">{t('league.players.title')}</h2>
      {shown.length === 0 ? (
        <p>{t('league.players.none')}</p>
      ) : (
        <div className="league-players">
          {shown.map(({ key, title, decimals }) => (
            <table key={key} className="league-table league-players__table">
              <caption>{t(title)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('league.col.place')}</th>
                  <th scope="col" className="league-table__team">
                    {t('league.players.player')}
                  </th>
                  <th scope="col">{t(title)}</th>
                </tr>
              </thead>
              <tbody>
                {tables[key].map((row, i) => (
                  <tr key={row.player}>
                    <td>{i + 1}</td>
                    <th scope="row" className="league-table__team">
                      {row.player}
                    </th>
                    <td className="league-table__points">{formatNumber(row.value, language, decimals)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
    </section>
  );
}
