import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { StaffLayout } from './components/AppHeader';
import { LoginScreen } from './components/LoginScreen';
import { RequireStaff } from './components/RequireStaff';
import { StaffShortcut } from './components/StaffShortcut';
import { useAuth } from './stores/auth';
import NotFoundPage from './pages/not-found/NotFoundPage';

// Every screen is its own chunk, so each device downloads only what it shows (the booking page and the
// TV never load staff code).
const CustomerBookingPage = lazy(() => import('./pages/customer-booking/CustomerBookingPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const ReservationsPage = lazy(() => import('./pages/reservations/ReservationsPage'));
const GameSetupPage = lazy(() => import('./pages/game-setup/GameSetupPage'));
const PlayerInterfacePage = lazy(() => import('./pages/player-interface/PlayerInterfacePage'));
const TournamentsPage = lazy(() => import('./pages/tournaments/TournamentsPage'));
const TournamentManagerPage = lazy(() => import('./pages/tournament-manager/TournamentManagerPage'));
const TvScoreboardPage = lazy(() => import('./pages/tv-scoreboard/TvScoreboardRoute'));
const TvVenuePage = lazy(() => import('./pages/tv-venue/TvVenueRoute'));
const TonightsGamesPage = lazy(() => import('./pages/tonights-games/TonightsGamesPage'));
const CalendarPage = lazy(() => import('./pages/calendar/CalendarPage'));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage'));
const DevicesPage = lazy(() => import('./pages/devices/DevicesPage'));
const PairPage = lazy(() => import('./pages/devices/PairPage'));
const LeaguesPage = lazy(() => import('./pages/leagues/LeaguesPage'));
const LeaguePage = lazy(() => import('./pages/leagues/LeaguePage'));

const staff = (page: ReactNode) => (
  <RequireStaff>
    <StaffLayout>{page}</StaffLayout>
  </RequireStaff>
);

/**
 * /login and /staff: once signed in, to ?next= when a screen sent us here, else the dashboard ('/' is the
 * customers' page, which would leave staff on the booking form with no staff menu).
 */
function LoginRoute() {
  const status = useAuth((s) => s.status);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
  if (status === 'signedIn') return <Navigate to={target} replace />;
  return <LoginScreen variant="route" onSignedIn={() => navigate(target, { replace: true })} />;
}

/** The booking page on the LAN door, with a way to the dashboard for signed-in staff. */
const customerPage = (
  <>
    <StaffShortcut />
    <CustomerBookingPage />
  </>
);

/** The route table (docs/behaviour.md#the-screens), in one place. */
export function AppRoutes() {
  return (
    <Suspense fallback={<p className="page-loading">Loading...</p>}>
      <Routes>
        <Route path="/" element={customerPage} />
        <Route path="/customer-booking" element={customerPage} />
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/staff" element={<LoginRoute />} />
        <Route path="/dashboard" element={staff(<DashboardPage />)} />
        <Route path="/dashboard/reservations" element={staff(<ReservationsPage />)} />
        <Route path="/reservations" element={staff(<ReservationsPage />)} />
        <Route path="/game-setup/:laneId" element={staff(<GameSetupPage />)} />
        <Route path="/player-interface/:laneId" element={<PlayerInterfacePage />} />
        <Route path="/tournaments" element={staff(<TournamentsPage />)} />
        <Route path="/tournament-manager" element={staff(<TournamentManagerPage />)} />
        <Route path="/leagues" element={staff(<LeaguesPage />)} />
        <Route path="/leagues/:id" element={staff(<LeaguePage />)} />
        <Route path="/tv/scoreboard/:tournamentId?" element={<TvScoreboardPage />} />
        <Route path="/tv/venue" element={<TvVenuePage />} />
        <Route path="/tonights-games" element={staff(<TonightsGamesPage />)} />
        <Route path="/calendar" element={staff(<CalendarPage />)} />
        <Route path="/settings" element={staff(<SettingsPage />)} />
        <Route path="/devices" element={staff(<DevicesPage />)} />
        <Route path="/pair/:code" element={<PairPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
