import { useQuery } from '@tanstack/react-query';
import { opsQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { ageText, outboxText, sizeText } from './opsText';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { healthProblemText } from './healthWords';

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
  const language = useLanguage();
  const outbox = report ? outboxText(report.outbox, t) : null;
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
                <li key={p}>{healthProblemText({ t }, p)}</li>
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
                    free: sizeText(report.disk.freeBytes, language),
                    total: sizeText(report.disk.totalBytes, language),
                  })
                : t('staff.health.unknown')}
            </dd>
            <dt>{t('staff.health.lastBackup')}</dt>
            <dd>{ageText(report.backups.ageHours, t)}</dd>
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
