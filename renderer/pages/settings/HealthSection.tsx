import { useQuery } from '@tanstack/react-query';
import { opsQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { sizeText } from './opsText';
import { countText } from '../../../shared/ops/health';
import { useT, type Translate } from '../../i18n/I18nProvider';

/** '40 minutes ago', '5 hours ago', '3 days ago', or 'never', in the screen's language. */
function ageWords(hours: number | null, t: Translate): string {
  if (hours === null) return t('staff.health.age', { unit: 'never', count: 0 });
  if (hours < 1)
    return t('staff.health.age', { unit: 'minutes', count: Math.max(1, Math.round(hours * 60)) });
  if (hours < 48) return t('staff.health.age', { unit: 'hours', count: Math.floor(hours) });
  return t('staff.health.age', { unit: 'days', count: Math.floor(hours / 24) });
}

/** How often the panel asks while Settings is open; monitoring tools ask /healthz themselves. */
const HEALTH_REFRESH_MS = 30_000;

/**
 * Settings → System Health (docs/operations.md#health): what GET /healthz says — whether bookings can be
 * written, the disk space left, the last backup's age, the e-mail outbox once there is one — with each
 * problem in words.
 */
export function HealthSection() {
  const health = useQuery({
    ...opsQueries.health(),
    refetchInterval: HEALTH_REFRESH_MS,
  });
  const report = health.data;
  const t = useT();
  const outbox = report?.outbox
    ? t('staff.health.outbox', {
        queued: countText(report.outbox.queued),
        failed: countText(report.outbox.failed),
      })
    : null;
  return (
    <section className="card settings-section" aria-labelledby="health-heading">
      <h2 id="health-heading">{t('staff.health.heading')}</h2>
      {health.isError ? <p role="alert">{errorMessage(health.error, t('staff.health.noAnswer'))}</p> : null}
      {report ? (
        <>
          <p>
            <span className={`badge health-${report.status}`}>
              {t('staff.health.state', { state: report.status })}
            </span>
          </p>
          {report.problems.length > 0 ? (
            <ul className="ops-problem" role="alert">
              {report.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          <dl className="health-facts">
            <dt>{t('staff.health.database')}</dt>
            <dd>{report.database.writable ? t('staff.health.saving') : t('staff.health.cannotSave')}</dd>
            <dt>{t('staff.health.disk')}</dt>
            <dd>
              {report.disk
                ? t('staff.health.diskFree', {
                    free: sizeText(report.disk.freeBytes),
                    total: sizeText(report.disk.totalBytes),
                  })
                : t('staff.health.unknown')}
            </dd>
            <dt>{t('staff.health.lastBackup')}</dt>
            <dd>{ageWords(report.backups.ageHours, t)}</dd>
            {outbox ? (
              <>
                <dt>{t('staff.health.emails')}</dt>
                <dd>{outbox}</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}
