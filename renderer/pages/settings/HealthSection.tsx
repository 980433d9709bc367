import { useQuery } from '@tanstack/react-query';
import { opsQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { ageText, HEALTH_LABELS, outboxText, sizeText } from './opsText';

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
  const outbox = report ? outboxText(report.outbox) : null;
  return (
    <section className="card settings-section" aria-labelledby="health-heading">
      <h2 id="health-heading">System Health</h2>
      {health.isError ? (
        <p role="alert">{errorMessage(health.error, 'The server is not answering')}</p>
      ) : null}
      {report ? (
        <>
          <p>
            <span className={`badge health-${report.status}`}>{HEALTH_LABELS[report.status]}</span>
          </p>
          {report.problems.length > 0 ? (
            <ul className="ops-problem" role="alert">
              {report.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          <dl className="health-facts">
            <dt>Database</dt>
            <dd>{report.database.writable ? 'Saving normally' : 'Cannot save'}</dd>
            <dt>Disk space</dt>
            <dd>
              {report.disk
                ? `${sizeText(report.disk.freeBytes)} free of ${sizeText(report.disk.totalBytes)}`
                : 'Unknown'}
            </dd>
            <dt>Last backup</dt>
            <dd>{ageText(report.backups.ageHours)}</dd>
            {outbox ? (
              <>
                <dt>E-mails</dt>
                <dd>{outbox}</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}
