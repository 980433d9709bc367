import { Field } from '../../components/kit/Field';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '../../../shared/privacy/retention';

/**
 * How long a booking keeps its customer's name, phone and e-mail (UK GDPR storage limitation;
 * docs/privacy.md#data-retention-and-customers-personal-data). Part of the settings form, saved with Save
 * Settings; the privacy tools sit in PrivacySection. Only an admin changes it; staff see it.
 */
export function ContactRetentionField({
  months,
  readOnly,
  problem,
  onChange,
}: {
  months: number | undefined;
  readOnly: boolean;
  problem?: string;
  onChange: (months: number) => void;
}) {
  return (
    <section className="card settings-section" aria-labelledby="retention-heading">
      <h2 id="retention-heading">Data Retention</h2>
      <Field label="Keep customer contact details for N months after the booking" problem={problem}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            className="input"
            type="number"
            min={MIN_RETENTION_MONTHS}
            max={MAX_RETENTION_MONTHS}
            step={1}
            value={Number.isFinite(months) ? months : ''}
            readOnly={readOnly}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => onChange(e.target.valueAsNumber)}
          />
        )}
      </Field>
      <p className="muted">
        Every day (and when the system starts) bookings older than this lose their customer's name, phone and
        e-mail; the booking itself stays for the venue's figures.
      </p>
      {readOnly ? (
        <p className="muted">Only an admin can change how long customers&apos; contact details are kept.</p>
      ) : null}
    </section>
  );
}
