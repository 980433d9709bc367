import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { call } from '../../renderer/api/call';
import { ApiError } from '../../renderer/api/errors';
import { LanguageSwitch } from '../../renderer/i18n/LanguageSwitch';
import { useT } from '../../renderer/i18n/I18nProvider';
import { AccountPage } from './AccountPage';
import { LeaguePage } from './league/LeaguePage';
import { LeaguesPage } from './league/LeaguesPage';
import { Attention } from './Attention';
import { OverviewPage } from './OverviewPage';
import { headOfficeQueries } from './queries';
import { hrefOf, useRoute, type Route } from './route';
import { SignIn } from './SignIn';
import { useHeadOfficeLive } from './useHeadOfficeLive';
import { usePeriod } from './usePeriod';
import { UsersPage } from './UsersPage';
import { VenuePage } from './VenuePage';

/**
 * Head office (docs/venue-group.md): sign in, then what needs attention now, any period's figures and charts,
 * each venue's own page, and the accounts — every answer the person's own venues, kept current by the socket.
 */
export function HeadOfficeApp() {
  const t = useT();
  const queryClient = useQueryClient();
  const figures = useQuery({ ...headOfficeQueries.figures(), throwOnError: false });
  const me = useQuery({ ...headOfficeQueries.me(), enabled: figures.data !== undefined });
  const route = useRoute();
  const [asked, setAsked] = usePeriod();
  const live = useHeadOfficeLive(figures.data !== undefined);
  const signOut = useMutation({
    mutationFn: () => call(hubEndpoints.headOffice.logout),
    onSettled: () => {
      queryClient.clear();
      void figures.refetch();
    },
  });

  if (figures.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (figures.isError) {
    const signInFirst = figures.error instanceof ApiError && figures.error.status === 401;
    return (
      <SignIn problem={signInFirst ? null : t('hub.unavailable')} onSignedIn={() => void figures.refetch()} />
    );
  }
  const data = figures.data;
  const zoneOf = (venueId: string) => data.venues.find((v) => v.venueId === venueId)?.timezone ?? 'UTC';
  const account = me.data;
  const pages: [Route, string][] = [
    [{ page: 'overview' }, t('hub.nav.overview')],
    [{ page: 'leagues' }, t('hub.nav.leagues')],
  ];
  if (account?.role === 'owner') pages.push([{ page: 'users' }, t('hub.nav.users')]);
  pages.push([{ page: 'account' }, t('hub.nav.account')]);
  return (
    <>
      <header className="top">
        <h1>{t('hub.title')}</h1>
        <span className={live ? 'badge online' : 'badge offline'}>
          {live ? t('hub.live') : t('hub.reconnecting')}
        </span>
        <nav aria-label={t('hub.nav.label')}>
          <ul>
            {pages.map(([r, label]) => (
              <li key={r.page}>
                <a
                  href={hrefOf(r)}
                  aria-current={
                    route.page === r.page || (route.page === 'league' && r.page === 'leagues')
                      ? 'page'
                      : undefined
                  }
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="top-end">
          <LanguageSwitch />
          {account ? <span className="muted">{account.username}</span> : null}
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t('hub.signOut')}
          </button>
        </div>
      </header>
      <main>
        <Attention zoneOf={zoneOf} />
        {route.page === 'venue' ? (
          <VenuePage venueId={route.venueId} asked={asked} onPeriod={setAsked} />
        ) : route.page === 'leagues' ? (
          <LeaguesPage />
        ) : route.page === 'league' ? (
          <LeaguePage leagueId={route.leagueId} venues={data.venues} />
        ) : route.page === 'users' && account ? (
          <UsersPage me={account} venues={data.venues} />
        ) : route.page === 'account' && account ? (
          <AccountPage me={account} />
        ) : (
          <OverviewPage today={data} asked={asked} onPeriod={setAsked} />
        )}
      </main>
    </>
  );
}
