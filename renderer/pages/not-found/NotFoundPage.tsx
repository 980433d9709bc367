import { Link } from 'react-router-dom';
import { useT } from '../../i18n/I18nProvider';

/** Any path not in the route table. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <main className="not-found">
      <div className="card">
        <h1>{t('common.pageNotFound')}</h1>
        <p className="muted">{t('staff.notFound.text')}</p>
        <Link to="/" className="btn btn-outline">
          {t('staff.notFound.toBooking')}
        </Link>
      </div>
    </main>
  );
}
