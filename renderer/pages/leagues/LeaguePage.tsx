import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { leagueQueries } from '../../api/queries/leagues';
import { useT } from '../../i18n/I18nProvider';
import { Divisions } from './Divisions';
import { FormatLine } from './FormatLine';
import { SeasonForm } from './SeasonForm';
import { SeasonView } from './SeasonView';
import './leagues.css';

/**
 * /leagues/{id}: the league's divisions and teams, its latest season (fixtures and results, tables, season
 * end) and a form for a new season (docs/league-nights.md#the-staff-screens).
 */
export default function LeaguePage() {
  const t = useT();
  const { id = '' } = useParams();
  const detail = useQuery(leagueQueries.one(id));
  const data = detail.data;
  if (detail.isError) return <p role="alert">{t('league.staff.couldNotLoad')}</p>;
  if (!data) return <p className="page-loading">{t('common.loading')}</p>;
  const latest = data.seasons.at(-1);
  return (
    <section className="page league-page" aria-labelledby="league-title">
      <Link to="/leagues" className="btn btn-outline btn-small">
        {t('league.staff.back')}
      </Link>
      <h2 id="league-title">{data.league.name}</h2>
      <FormatLine league={data.league} />
      {data.fromHeadOffice && <p className="muted">{t('league.staff.groupLeague')}</p>}
      <Divisions leagueId={id} divisions={data.divisions} />
      {latest && <SeasonView key={latest.id} season={latest} league={data.league} />}
      {!data.fromHeadOffice && <SeasonForm leagueId={id} />}
    </section>
  );
}
