import { Link } from 'react-router-dom';
import { useT } from '../i18n/I18nProvider';
import { useAuth } from '../stores/auth';
import './staffShortcut.css';

/**
 * '/' stays the customers' booking page, but a signed-in staff member who lands there — the LAN door's front
 * page, or a bookmark — gets a visible way back to the staff screens. Nothing shows for customers; the
 * booking page's own build (booking-main.tsx) never includes this.
 */
export function StaffShortcut() {
  const user = useAuth((s) => (s.status === 'signedIn' ? s.user : null));
  const t = useT();
  if (!user) return null;
  return (
    <nav className="staff-shortcut" aria-label={t('staff.shortcut.label')}>
      <span>{t('staff.shortcut.signedInAs', { username: user.username })}</span>
      <Link className="btn btn-primary" to="/dashboard">
        {t('staff.shortcut.toDashboard')}
      </Link>
    </nav>
  );
}
