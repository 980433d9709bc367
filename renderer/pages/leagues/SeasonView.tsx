import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { League, Season } from '../../../shared/api/leagues';
import { leagueQueries } from '../../api/queries/leagues';
import { Tabs } from '../../components/kit/Tabs';
import { useT } from '../../i18n/I18nProvider';
import { LeagueTable } from '../league-public/LeagueTable';
import { CaptainsMail } from './CaptainsMail';
import { SeasonEndPanel } from './SeasonEndPanel';
import { StaffFixtures } from './StaffFixtures';

type SeasonTab = 'fixtures' | 'tables' | 'end';

/** The latest season: its fixtures e-mail to the captains, its fixtures and results by week, its tables, and its end. */
export function SeasonView({ season, league }: { season: Season; league: League }) {
  const t = useT();
  const [tab, setTab] = useState<SeasonTab>('fixtures');
  const tables = useQuery(leagueQueries.tables(season.id));
  return (
    <section className="league-section" aria-labelledby="season-title">
      <h3 id="season-title">{t('league.season', { season: season.name })}</h3>
      <CaptainsMail season={season} />
      <Tabs
        label={t('league.staff.seasonTabs')}
        tabs={[
          { id: 'fixtures', label: t('league.staff.tab.fixtures') },
          { id: 'tables', label: t('league.staff.tab.tables') },
          { id: 'end', label: t('league.staff.tab.end') },
        ]}
        current={tab}
        onChange={setTab}
      >
        {tab === 'fixtures' && <StaffFixtures season={season} league={league} />}
        {tab === 'tables' &&
          tables.data?.divisions.map((d) => (
            <LeagueTable
              key={d.divisionId}
              caption={t('league.tableOf', { division: d.name })}
              rows={d.table}
            />
          ))}
        {tab === 'end' && <SeasonEndPanel season={season} />}
      </Tabs>
    </section>
  );
}
