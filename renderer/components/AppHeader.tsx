import { NavLink } from 'react-router-dom';
import type { StaffKey } from '../../shared/i18n/keys';
import { useT } from '../i18n/I18nProvider';
import { useAuth } from '../stores/auth';
import { toast } from '../stores/toasts';
import { OwnLanguage } from './OwnLanguage';

const NAV: readonly { to: string; label: StaffKey }[] = [
  { to: '/dashboard', label: 'staff.nav.dashboard' },
  { to: '/calendar', label: 'staff.nav.calendar' },
  { to: '/reservations', label: 'staff.nav.reservations' },
  { to: '/tournaments', label: 'staff.nav.tournaments' },
  { to: '/tournament-manager', label: 'staff.nav.tournamentManager' },
  { to: '/leagues', label: 'staff.nav.leagues' },
  { to: '/settings', label: 'staff.nav.settings' },
  { to: '/devices', label: 'staff.nav.devices' },
  { to: '/tonights-games', label: 'staff.nav.tonightsGames' },
];

/** The staff header (docs/behaviour.md#the-dashboard): title, 'Live System' badge, navigation, sign-out. */
export function AppHeader() {
  const signOut = useAuth((s) => s.signOut);
  const user = useAuth((s) => s.user);
  const t = useT();
  return (
    <header className="app-header">
      <div className="app-title">
        <span aria-hidden="true">🎯</span>
        <h1>{t('staff.header.title')}</h1>
        <span className="badge badge-live">{t('staff.header.live')}</span>
      </div>
      <nav aria-label={t('staff.header.nav')} className="app-nav">
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
          >
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
      <div className="app-user">
        {user ? <span className="muted">{user.username}</span> : null}
        {user ? <OwnLanguage /> : null}
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            void signOut().then(() =>
              toast({ title: t('staff.header.signedOut'), description: t('staff.header.signedOutText') }),
            );
          }}
        >
          {t('staff.header.signOut')}
        </button>
      </div>
    </header>
  );
}

/** A staff page: the header above, the page below. */
export function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="staff-layout">
      <AppHeader />
      <main className="staff-main">{children}</main>
    </div>
  );
}
