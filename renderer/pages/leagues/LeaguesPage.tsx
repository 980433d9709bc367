import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { leagueQueries } from '../../api/queries/leagues';
import { useT } from '../../i18n/I18nProvider';
import { NewLeagueForm } from './NewLeagueForm';
import { FormatLine } from './FormatLine';
import './leagues.css';

/** /leagues: the venue's leagues and a form for a new one (docs/league-nights.md#the-staff-screens). */
export default function LeaguesPage() {
  const t = useT();
  const navigate = useNavigate();
  const leagues = useQuery(leagueQueries.list());
  return (
    <section className="page leagues-page" aria-labelledby="leagues-title">
      <h2 id="leagues-title">{t('league.staff.title')}</h2>
      {leagues.isError && <p role="alert">{t('league.staff.couldNotLoad')}</p>}
      {leagues.data?.length === 0 && <p className="muted">{t('league.staff.none')}</p>}
      <ul className="leagues-list">
        {leagues.data?.map((l) => (
          <li key={l.id} className="card">
            <Link to={`/leagues/${l.id}`}>{l.name}</Link>
            <FormatLine league={l} />
          </li>
        ))}
      </ul>
      <NewLeagueForm onCreated={(id) => navigate(`/leagues/${id}`)} />
    </section>
  );
}
