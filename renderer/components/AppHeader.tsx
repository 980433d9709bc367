import { NavLink } from 'react-router-dom';
import { useAuth } from '../stores/auth';
import { toast } from '../stores/toasts';

const NAV = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/reservations', label: 'Reservations' },
  { to: '/tournaments', label: 'Tournaments' },
  { to: '/tournament-manager', label: 'Tournament Manager' },
  { to: '/leagues', label: 'Leagues' },
  { to: '/settings', label: 'Settings' },
  { to: '/devices', label: 'Devices' },
  { to: '/tonights-games', label: "Tonight's Games" },
];

/** The staff header (docs/behaviour.md#the-dashboard): title, 'Live System' badge, navigation, sign-out. */
export function AppHeader() {
  const signOut = useAuth((s) => s.signOut);
  const user = useAuth((s) => s.user);
  return (
    <header className="app-header">
      <div className="app-title">
        <span aria-hidden="true">🎯</span>
        <h1>Dart Lane Management</h1>
        <span className="badge badge-live">Live System</span>
      </div>
      <nav aria-label="Main" className="app-nav">
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="app-user">
        {user ? <span className="muted">{user.username}</span> : null}
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            void signOut().then(() =>
              toast({ title: 'Signed Out', description: 'You have been signed out successfully.' }),
            );
          }}
        >
          Sign Out
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
